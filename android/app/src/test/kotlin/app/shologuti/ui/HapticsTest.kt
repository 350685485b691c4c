package app.shologuti.ui

import android.view.HapticFeedbackConstants
import android.widget.CheckBox
import app.shologuti.R
import app.shologuti.core.Cell
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config

/** The board's haptics use the constants meant for them: a tick to pick up, a rejection for a refused move. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w360dp-h640dp-port-xhdpi")
class HapticsTest {
    private val app = AppDriver()

    private fun lastFelt() = shadowOf(app.board()).lastHapticFeedbackPerformed()

    @Test
    fun `a tick on pick-up, a rejection on a hop that is not allowed`() {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        app.click(R.id.opponent_two)
        if (!app.activity.findViewById<CheckBox>(R.id.setting_haptics).isChecked) app.click(R.id.setting_haptics)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)

        val view = app.activity.table.view()
        val piece = view.movable.first()
        app.tap(piece)
        assertEquals(HapticFeedbackConstants.CLOCK_TICK, lastFelt())

        val targets = app.activity.table.view().targets.map { it.to }.toSet()
        val nowhere = view.cells.indices.first { view.cells[it] == Cell.EMPTY && it !in targets }
        app.tap(nowhere)
        assertEquals(HapticFeedbackConstants.REJECT, lastFelt())
    }
}
