package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import app.shologuti.R
import app.shologuti.testing.Lines
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowDialog

/**
 * Every screen drawn by the real framework (native graphics) in each variant,
 * into android/build/screens/<screen>-<variant>.png: for people to look at,
 * and for the store listing. Reached by taps, as a player reaches them.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ScreensTest {
    private val app = AppDriver()
    private val line by lazy { Lines.toRun() }

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
    @Config(sdk = [34], qualifiers = "sw800dp-w1280dp-h800dp-land-notnight-mdpi")
    fun tabletLandscape() = everyScreen("tablet-landscape", landscape = true)

    @Test
    @Config(sdk = [34], qualifiers = "bn-w393dp-h851dp-port-notnight-xhdpi")
    fun gameInBengali() = gameScreens("phone-bn")

    @Test
    @Config(sdk = [34], qualifiers = "hi-w393dp-h851dp-port-notnight-xhdpi")
    fun gameInHindi() = gameScreens("phone-hi")

    @Test
    @Config(sdk = [34], qualifiers = "ne-w393dp-h851dp-port-notnight-xhdpi")
    fun gameInNepali() = gameScreens("phone-ne")

    private var landscape = false

    private fun bars() = if (landscape) app.systemBars(top = 24f, bottom = 0f, right = 48f) else app.systemBars()

    private fun shoot(screen: String, variant: String, behind: android.app.Activity? = null) {
        bars()
        val file = Screenshots.shoot(app.activity, "$screen-$variant", behind)
        assertTrue("$file is empty", file.length() > 5_000)
    }

    private fun everyScreen(variant: String, landscape: Boolean = false) {
        this.landscape = landscape
        val home = app.start(HomeActivity::class.java)
        shoot("home-new", variant)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        shoot("new-game", variant, behind = home)
        playUntilRun(variant)
        app.click(R.id.action_end_turn)
        app.click(R.id.action_moves)
        app.click(R.id.review_back)
        shoot("moves", variant)
        app.click(R.id.moves_close)
        app.start(HomeActivity::class.java)
        shoot("home-saved", variant)
        app.click(R.id.home_continue)
        app.follow(GameActivity::class.java)
        app.click(R.id.action_resign)
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
        shoot("game-over", variant)
        // The result card's Review game is in game-over; here the move list's own.
        app.click(R.id.result_board)
        app.click(R.id.action_moves)
        shoot("moves-review-offered", variant)
        app.click(R.id.moves_review)
        shoot("moves-reviewing", variant)
        app.waitFor(what = "the review") { !(app.activity.application as SholoApp).table.view().analysing }
        shoot("moves-reviewed", variant)
        app.click(R.id.moves_close)
        app.start(RecordActivity::class.java)
        shoot("record", variant)
        app.start(HowToPlayActivity::class.java)
        shoot("how-to-play", variant)
    }

    private fun gameScreens(variant: String) {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        playUntilRun(variant)
    }

    /** Two people from New game, the line's turns tapped in, a piece picked up, then its first take. */
    private fun playUntilRun(variant: String) {
        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        shoot("game-start", variant)
        for (turn in line.turns) {
            for ((from, to) in turn.hops) {
                app.tap(from)
                app.tap(to)
            }
            if (app.activity.findViewById<android.view.View>(R.id.action_end_turn).isShown) app.click(R.id.action_end_turn)
        }
        app.board().finishMotion()
        app.settle()
        app.tap(line.takeFrom)
        shoot("game-picked", variant)
        app.tap(line.takeTo)
        app.board().finishMotion()
        app.settle()
        shoot("game-run", variant)
    }
}
