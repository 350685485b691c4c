package app.shologuti.ui

import android.view.ViewGroup
import app.shologuti.R
import app.shologuti.core.DrillStatus
import app.shologuti.testing.Points
import app.shologuti.testing.Puzzles
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The Learn screens drawn by the real framework into
 * android/build/screens/<screen>-<variant>.png, reached by taps: the list
 * (one lesson done), a lesson step to play, done, and answered after a wrong
 * turn, and a puzzle to play, solved, and with its solution shown.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class LearnScreensTest {
    private val app = AppDriver()

    @Test
    @Config(sdk = [34], qualifiers = "w393dp-h851dp-port-notnight-xhdpi")
    fun phoneLight() = everyScreen("phone-light")

    @Test
    @Config(sdk = [34], qualifiers = "w393dp-h851dp-port-night-xhdpi")
    fun phoneDark() = everyScreen("phone-dark")

    @Test
    @Config(sdk = [34], qualifiers = "w851dp-h393dp-land-notnight-xhdpi")
    fun phoneLandscape() = everyScreen("phone-landscape", landscape = true)

    @Test
    @Config(sdk = [34], qualifiers = "bn-w393dp-h851dp-port-notnight-xhdpi")
    fun phoneBengali() = everyScreen("phone-bn")

    @Test
    @Config(sdk = [34], qualifiers = "hi-w393dp-h851dp-port-night-xhdpi")
    fun phoneHindiDark() = everyScreen("phone-hi-dark")

    @Test
    @Config(sdk = [34], qualifiers = "sw600dp-w600dp-h960dp-port-notnight-xhdpi")
    fun tablet7() = everyScreen("tablet7-light")

    @Test
    @Config(sdk = [34], qualifiers = "sw800dp-w1280dp-h800dp-land-notnight-xhdpi")
    fun tablet10() = everyScreen("tablet10-light", landscape = true)

    private var landscape = false

    private val sholo get() = app.activity.application as SholoApp

    private fun shoot(screen: String, variant: String) {
        if (landscape) app.systemBars(top = 24f, bottom = 0f, right = 48f) else app.systemBars()
        val file = Screenshots.shoot(app.activity, "$screen-$variant")
        assertTrue("$file is empty", file.length() > 5_000)
    }

    /** The on-screen back, and the screen closed as the system closes it. */
    private fun leave() {
        app.click(R.id.drill_back)
        app.controller.pause().stop().destroy()
        app.settle()
    }

    private fun settled() {
        app.board().finishMotion()
        app.settle()
    }

    private fun everyScreen(variant: String, landscape: Boolean = false) {
        this.landscape = landscape
        app.start(HomeActivity::class.java)
        shoot("home-learn", variant)
        app.click(R.id.home_learn)
        app.follow(LearnActivity::class.java)
        shoot("learn", variant)

        // The first lesson done (a filled mark in the list), by taps.
        app.activity.findViewById<ViewGroup>(R.id.learn_lessons).getChildAt(0).performClick()
        app.follow(DrillActivity::class.java)
        app.tap(Points["c3"])
        app.tap(Points["e3"])
        app.click(R.id.drill_next)
        app.tap(Points["d2"])
        app.tap(Points["e1"])
        settled()
        shoot("lesson-done", variant)
        leave()
        app.start(LearnActivity::class.java)

        // The take lesson (third): to play, a wrong turn answered, then done.
        app.activity.findViewById<ViewGroup>(R.id.learn_lessons).getChildAt(2).performClick()
        app.follow(DrillActivity::class.java)
        shoot("lesson-start", variant)
        app.tap(Points["c4"])
        app.tap(Points["b4"])
        app.waitFor(what = "the computer's answer") { sholo.table.view().drill?.reply != null }
        settled()
        shoot("lesson-missed", variant)
        app.click(R.id.drill_retry)
        app.tap(Points["c4"])
        app.tap(Points["c6"])
        settled()
        shoot("lesson-solved", variant)
        leave()

        app.start(LearnActivity::class.java)
        shoot("learn-progress", variant)

        // Puzzle 0: to play with its hint, solved; puzzle 1 with its solution shown.
        app.start(DrillActivity::class.java, DrillActivity.puzzle(app.activity, 0))
        app.click(R.id.drill_hint)
        shoot("puzzle-start", variant)
        Puzzles.solution(0).path.forEach(app::tap)
        if (app.activity.findViewById<android.view.View>(R.id.action_end_turn).isShown) app.click(R.id.action_end_turn)
        settled()
        check(sholo.table.view().drill?.status == DrillStatus.SOLVED) { "puzzle 0 was not solved by its solution" }
        shoot("puzzle-solved", variant)
        leave()
        app.start(DrillActivity::class.java, DrillActivity.puzzle(app.activity, 1))
        app.click(R.id.drill_solution)
        settled()
        shoot("puzzle-solution", variant)
    }
}
