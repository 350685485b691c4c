package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import android.graphics.Rect
import android.view.View
import android.view.ViewGroup
import android.widget.AbsListView
import android.widget.ScrollView
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Cell
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowDialog
import kotlin.math.ceil

/**
 * Text at font scale 1.3 (Settings › Display › Font size, a step above the
 * default) and at 2.0 (the largest), in English, Bengali, Hindi and Nepali: on
 * a small phone, every text on every screen fits inside its view,
 * its lines neither cut off at the bottom nor running past the sides. Only
 * the status and the last turn above the board may end in "…" (one line each
 * by design; TalkBack reads them whole). A text clipped by a parent too
 * small for it (a fixed-height row) does not fit either.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // real fonts: text measured as on a phone
@Config(sdk = [34], fontScale = 1.3f, qualifiers = "w360dp-h640dp-port-xhdpi")
class LargeFontsTest {
    private val app = AppDriver()
    private val mayEllipsize = setOf(R.id.status_rail, R.id.turn_words)

    private fun textViews(view: View, into: MutableList<TextView> = mutableListOf()): List<TextView> {
        if (view is TextView && view.isShown && view.text.isNotEmpty()) into += view
        if (view is ViewGroup) for (i in 0 until view.childCount) textViews(view.getChildAt(i), into)
        return into
    }

    private fun name(view: View): String =
        runCatching { app.activity.resources.getResourceEntryName(view.id) }.getOrDefault("") + " \"${(view as TextView).text}\""

    private fun inScroller(view: View): Boolean {
        var parent = view.parent
        while (parent is View) {
            if (parent is ScrollView || parent is AbsListView) return true
            parent = parent.parent
        }
        return false
    }

    private var landscape = false

    /** What does not fit on the screen in front, one line each. */
    private fun clipped(screen: String): List<String> {
        if (landscape) app.systemBars(top = 24f, bottom = 0f, right = 48f) else app.systemBars()
        // A picture of each screen to look at: large-<scale>-<language>-<screen>.png.
        val configuration = app.activity.resources.configuration
        val language = configuration.locales[0].language.ifEmpty { "en" }
        Screenshots.shoot(app.activity, "large-${configuration.fontScale}-$language${if (landscape) "-land" else ""}-${screen.replace(' ', '-')}")
        val problems = mutableListOf<String>()
        for (text in textViews(app.activity.window.decorView)) {
            val layout = text.layout ?: continue
            val inside = text.height - text.compoundPaddingTop - text.compoundPaddingBottom
            val across = text.width - text.compoundPaddingLeft - text.compoundPaddingRight
            if (!inScroller(text)) {
                val visible = Rect()
                text.getGlobalVisibleRect(visible)
                if (visible.height() < text.height || visible.width() < text.width) {
                    problems += "$screen: ${name(text)}: only $visible of its ${text.width} x ${text.height} px shows"
                }
            }
            if (layout.height > inside + 1) {
                problems += "$screen: ${name(text)}: ${layout.lineCount} lines need ${layout.height} px, the view has $inside"
            }
            for (line in 0 until layout.lineCount) {
                if (layout.getEllipsisCount(line) > 0 && text.id !in mayEllipsize) {
                    problems += "$screen: ${name(text)}: line ${line + 1} is cut short with …"
                }
                val width = ceil(layout.getLineMax(line)).toInt()
                if (width > across + 1) problems += "$screen: ${name(text)}: line ${line + 1} is $width px wide, the view $across"
            }
        }
        return problems
    }

    @Test
    fun `upright - home, New game, the game, its result, the record and How to play - every text fits`() = everyScreen()

    @Test
    @Config(qualifiers = "w640dp-h360dp-land-xhdpi")
    fun `landscape - the same on a small phone turned sideways`() = everyScreen(landscape = true)

    // Bengali and Devanagari stand taller than Latin, and their words run longer:
    // every screen, Learn's included, in each language at 1.3 and at the largest
    // font size (2.0) a phone offers.
    @Test @Config(qualifiers = "bn-w360dp-h640dp-port-xhdpi")
    fun `Bengali at 1_3`() = everyScreen(learn = true)

    @Test @Config(qualifiers = "hi-w360dp-h640dp-port-xhdpi")
    fun `Hindi at 1_3`() = everyScreen(learn = true)

    @Test @Config(qualifiers = "ne-w360dp-h640dp-port-xhdpi")
    fun `Nepali at 1_3`() = everyScreen(learn = true)

    @Test @Config(fontScale = 2.0f)
    fun `English at 2_0`() = everyScreen(learn = true, scale = 2.0f)

    @Test @Config(fontScale = 2.0f, qualifiers = "bn-w360dp-h640dp-port-xhdpi")
    fun `Bengali at 2_0`() = everyScreen(learn = true, scale = 2.0f)

    @Test @Config(fontScale = 2.0f, qualifiers = "hi-w360dp-h640dp-port-xhdpi")
    fun `Hindi at 2_0`() = everyScreen(learn = true, scale = 2.0f)

    @Test @Config(fontScale = 2.0f, qualifiers = "ne-w360dp-h640dp-port-xhdpi")
    fun `Nepali at 2_0`() = everyScreen(learn = true, scale = 2.0f)

    /** Learn's list, a lesson and a puzzle with its hint: what does not fit there. */
    private fun learnScreens(): List<String> {
        val problems = mutableListOf<String>()
        app.start(HomeActivity::class.java)
        app.click(R.id.home_learn)
        app.follow(LearnActivity::class.java)
        problems += clipped("learn")
        app.activity.findViewById<ViewGroup>(R.id.learn_lessons).getChildAt(1).performClick()
        app.follow(DrillActivity::class.java)
        problems += clipped("lesson")
        app.start(DrillActivity::class.java, DrillActivity.puzzle(app.activity, 0))
        app.click(R.id.drill_hint)
        problems += clipped("puzzle with its hint")
        return problems
    }

    private fun everyScreen(landscape: Boolean = false, learn: Boolean = false, scale: Float = 1.3f) {
        this.landscape = landscape
        assertEquals(scale, app.run { start(HomeActivity::class.java).resources.configuration.fontScale })
        val problems = mutableListOf<String>()
        problems += clipped("home")
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        problems += clipped("new game")
        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        problems += clipped("game start")
        app.playATurn(Cell.RED)
        app.playATurn(Cell.WHITE)
        problems += clipped("game")
        app.click(R.id.action_moves)
        app.click(R.id.review_back)
        problems += clipped("move list")
        app.click(R.id.moves_close)
        app.click(R.id.action_resign)
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
        problems += clipped("result")
        app.start(HomeActivity::class.java)
        problems += clipped("home with a game")
        app.start(RecordActivity::class.java)
        problems += clipped("record")
        app.start(HowToPlayActivity::class.java)
        problems += clipped("how to play")
        if (learn) problems += learnScreens()
        assertEquals("", problems.joinToString("\n"))
    }
}
