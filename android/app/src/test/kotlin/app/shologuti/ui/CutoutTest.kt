package app.shologuti.ui

import android.graphics.Insets
import android.graphics.Rect
import android.view.View
import android.view.ViewGroup
import android.view.WindowInsets
import android.widget.TextView
import app.shologuti.R
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config

/**
 * A display cutout (a camera notch or hole) taller than the status bar, or on
 * the side of a phone held sideways: no button, text or the board lies under it.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34])
class CutoutTest {
    private val app = AppDriver()

    /** The window's insets: bars as a phone has them, and a cutout of [cutout] dp on each side. */
    private fun withCutout(cutout: Insets, status: Int, navigation: Insets) {
        val insets = WindowInsets.Builder()
            .setInsets(WindowInsets.Type.statusBars(), Insets.of(0, app.dp(status.toFloat()), 0, 0))
            .setInsets(WindowInsets.Type.navigationBars(), navigation)
            .setInsets(WindowInsets.Type.displayCutout(), cutout)
            .build()
        app.activity.window.decorView.dispatchApplyWindowInsets(insets)
        app.activity.window.decorView.requestLayout()
        app.settle()
    }

    /** Every shown button, text and board whose visible part reaches into [area]. */
    private fun under(area: Rect, view: View = app.activity.window.decorView, into: MutableList<String> = mutableListOf()): List<String> {
        if (!view.isShown) return into
        if (view is TextView || view is BoardView || view.isClickable) {
            val visible = Rect()
            if (view.getGlobalVisibleRect(visible) && Rect.intersects(visible, area) && view.id != R.id.home_root) {
                into += "${runCatching { app.activity.resources.getResourceEntryName(view.id) }.getOrDefault(view.javaClass.simpleName)} at $visible"
            }
        }
        if (view is ViewGroup) for (i in 0 until view.childCount) under(area, view.getChildAt(i), into)
        return into
    }

    private fun screens(check: () -> List<String>): List<String> {
        val problems = mutableListOf<String>()
        app.start(HomeActivity::class.java)
        problems += check().map { "home: $it" }
        app.newGame(R.id.opponent_two)
        problems += check().map { "game: $it" }
        app.start(LearnActivity::class.java)
        problems += check().map { "learn: $it" }
        app.start(RecordActivity::class.java)
        problems += check().map { "record: $it" }
        return problems
    }

    @Test
    @Config(qualifiers = "w393dp-h851dp-port-xhdpi")
    fun `upright, a notch taller than the status bar covers nothing`() {
        val problems = screens {
            val notch = app.dp(48f)
            withCutout(Insets.of(0, notch, 0, 0), status = 24, navigation = Insets.of(0, 0, 0, app.dp(48f)))
            under(Rect(0, 0, app.activity.window.decorView.width, notch))
        }
        assertEquals("", problems.joinToString("\n"))
    }

    @Test
    @Config(qualifiers = "w851dp-h393dp-land-xhdpi")
    fun `sideways, a notch on the left covers nothing`() {
        val problems = screens {
            val notch = app.dp(40f)
            withCutout(Insets.of(notch, 0, 0, 0), status = 24, navigation = Insets.of(0, 0, app.dp(48f), 0))
            under(Rect(0, 0, notch, app.activity.window.decorView.height))
        }
        assertEquals("", problems.joinToString("\n"))
    }
}
