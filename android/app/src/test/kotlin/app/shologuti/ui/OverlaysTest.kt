package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import android.graphics.Rect
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.widget.AbsListView
import android.widget.ScrollView
import app.shologuti.R
import app.shologuti.core.Cell
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.shadows.ShadowDialog

/**
 * What lies over the game (the move list, the result card) and the New game
 * sheet: clear of the system bars in both orientations, closed by back before
 * back leaves, kept across a rotation; and leaving the game leaves the table
 * at the live game.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w393dp-h851dp-port-xhdpi")
class OverlaysTest {
    private var app = AppDriver()

    private fun table() = (app.activity.application as SholoApp).table

    private fun resign() {
        app.click(R.id.action_resign)
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
    }

    /** Two people, two turns played, the move list open and stepped back one turn. */
    private fun reviewing(): List<Cell> {
        app.newGame(R.id.opponent_two)
        app.playATurn(Cell.RED)
        app.playATurn(Cell.WHITE)
        val live = app.scene().cells
        app.click(R.id.action_moves)
        app.click(R.id.review_back)
        assertNotEquals("reviewing an earlier position", live, app.scene().cells)
        return live
    }

    /** The bars the tests give the window: status 24 dp, navigation 48 dp at the bottom (portrait) or the side (landscape). */
    private fun bars(landscape: Boolean) = if (landscape) app.systemBars(top = 24f, bottom = 0f, right = 48f) else app.systemBars()

    /** The window minus the bars [bars] gave it. */
    private fun safeArea(landscape: Boolean): Rect {
        val screen = app.activity.window.decorView
        return if (landscape) {
            Rect(0, app.dp(24f), screen.width - app.dp(48f), screen.height)
        } else {
            Rect(0, app.dp(24f), screen.width, screen.height - app.dp(48f))
        }
    }

    private fun onScreen(view: View): Rect {
        val at = IntArray(2)
        view.getLocationOnScreen(at)
        return Rect(at[0], at[1], at[0] + view.width, at[1] + view.height)
    }

    private fun inScroller(view: View, overlay: View): Boolean {
        var parent = view.parent
        while (parent is View && parent !== overlay) {
            if (parent is ScrollView || parent is AbsListView) return true
            parent = parent.parent
        }
        return false
    }

    private fun interactive(view: View, into: MutableList<View> = mutableListOf()): List<View> {
        if (view.isShown && view.isClickable) into += view
        if (view is ViewGroup) for (i in 0 until view.childCount) interactive(view.getChildAt(i), into)
        return into
    }

    /**
     * Every button of [overlay] (and [card], its visible face) lies in the safe
     * area; a button outside a scrolling list shows whole.
     */
    private fun assertClearOfBars(name: String, overlay: View, card: View, landscape: Boolean) {
        val safe = safeArea(landscape)
        assertTrue("$name is not shown", overlay.isShown)
        assertTrue("$name's card ${onScreen(card)} is not inside $safe", safe.contains(onScreen(card)))
        val buttons = interactive(overlay).filter { it !== overlay }
        assertTrue("$name has no buttons", buttons.size >= 2)
        for (button in buttons) {
            val label = runCatching { app.activity.resources.getResourceEntryName(button.id) }.getOrDefault(button.javaClass.simpleName)
            val visible = Rect()
            val seen = button.getGlobalVisibleRect(visible)
            // A choice scrolled out of its list is reached by scrolling; everything else shows whole.
            if (inScroller(button, overlay)) {
                if (seen) assertTrue("$name: $label $visible lies under a bar (safe: $safe)", safe.contains(visible))
            } else {
                assertTrue("$name: $label is not visible", seen)
                assertTrue("$name: $label $visible lies under a bar (safe: $safe)", safe.contains(visible))
                assertEquals("$name: $label is cut off", onScreen(button), visible)
            }
        }
    }

    private fun everyOverlayClearOfBars(landscape: Boolean) {
        val home = app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        bars(landscape)
        assertClearOfBars("the New game sheet", app.activity.findViewById(R.id.sheet), app.activity.findViewById(R.id.sheet_choices), landscape)
        home.finish()

        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        app.playATurn(Cell.RED)
        app.playATurn(Cell.WHITE)
        bars(landscape)
        app.click(R.id.action_moves)
        val moves = app.activity.findViewById<View>(R.id.moves_panel)
        assertClearOfBars("the move list", moves, moves, landscape)
        app.click(R.id.moves_close)

        resign()
        val result = app.activity.findViewById<ViewGroup>(R.id.result_panel)
        assertClearOfBars("the result card", result, result.getChildAt(0), landscape)
    }

    @Test
    fun `upright - the New game sheet, the move list and the result card keep their buttons clear of the bars`() =
        everyOverlayClearOfBars(landscape = false)

    @Test
    @Config(qualifiers = "w851dp-h393dp-land-xhdpi")
    fun `landscape - the same, with the navigation bar on the side`() = everyOverlayClearOfBars(landscape = true)

    @Test
    fun `back with the move list open closes it and returns to the live game, then back leaves the game`() {
        val live = reviewing()
        assertEquals("the screen takes back", AppDriver.BackTakenBy.SCREEN, app.back())
        assertFalse("the move list closed", app.shown(R.id.moves_panel))
        assertFalse("still in the game", app.activity.isFinishing)
        assertEquals("the live game", live, app.scene().cells)
        assertNull(table().view().review)
        assertEquals("then back is the system's: it leaves the game", AppDriver.BackTakenBy.SYSTEM, app.back())
    }

    @Test
    fun `before Android 13 back does the same through onBackPressed`() {
        app = AppDriver(predictiveBack = false)
        val live = reviewing()
        app.backBefore13()
        assertFalse(app.shown(R.id.moves_panel))
        assertFalse(app.activity.isFinishing)
        assertEquals(live, app.scene().cells)
        app.backBefore13()
        assertTrue(app.activity.isFinishing)
    }

    @Test
    fun `back with the result card shown closes the card and stays on the final position`() {
        app.newGame(R.id.opponent_two)
        app.playATurn(Cell.RED)
        resign()
        assertTrue(app.shown(R.id.result_panel))
        assertEquals("who resigned: White, to move after Red's one turn", "White resigned", app.text(R.id.result_reason))
        assertTrue("one turn, not 1 turns", app.text(R.id.result_figures).lines().contains("1 turn"))
        val final = app.scene().cells
        assertEquals(AppDriver.BackTakenBy.SCREEN, app.back())
        assertFalse("the card closed", app.shown(R.id.result_panel))
        assertFalse("still in the game", app.activity.isFinishing)
        assertEquals("the final position", final, app.scene().cells)
        assertEquals(AppDriver.BackTakenBy.SYSTEM, app.back())
    }

    /** A finger on the sheet's grip, moved [down] px in [steps] steps over [millis] ms, then lifted. */
    private fun pullGrip(down: Float, steps: Int, millis: Long) {
        val grip = app.activity.findViewById<View>(R.id.sheet_grip)
        val start = SystemClock.uptimeMillis()
        fun send(action: Int, at: Long, y: Float) {
            val event = MotionEvent.obtain(start, start + at, action, grip.width / 2f, y, 0)
            grip.dispatchTouchEvent(event)
            event.recycle()
        }
        send(MotionEvent.ACTION_DOWN, 0, 10f)
        for (i in 1..steps) send(MotionEvent.ACTION_MOVE, millis * i / steps, 10f + down * i / steps)
        send(MotionEvent.ACTION_UP, millis, 10f + down)
        app.settle()
    }

    @Test
    fun `the New game sheet goes when dragged down by its handle, and springs back from a short pull`() {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        val sheet = app.activity.findViewById<View>(R.id.sheet)
        pullGrip(down = sheet.height / 6f, steps = 10, millis = 600)
        assertFalse("a short slow pull leaves the sheet", app.activity.isFinishing)
        assertEquals("and it springs back", 0f, sheet.translationY)
        pullGrip(down = sheet.height / 2f, steps = 10, millis = 600)
        assertTrue("pulled half-way down, the sheet goes", app.activity.isFinishing)
    }

    @Test
    fun `rotation keeps the move list open on the same position, and a hidden result card hidden`() {
        reviewing()
        val reviewed = app.scene().cells
        val index = table().view().review!!.index
        RuntimeEnvironment.setQualifiers("+land")
        app.reconfigure()
        assertTrue("the move list is still open", app.shown(R.id.moves_panel))
        assertEquals("on the same position", reviewed, app.scene().cells)
        assertEquals(index, table().view().review?.index)
        assertEquals(app.text(R.id.review_position), app.activity.getString(R.string.review_position, index, 2))
        app.click(R.id.moves_close)

        resign()
        app.click(R.id.result_board)
        assertFalse(app.shown(R.id.result_panel))
        RuntimeEnvironment.setQualifiers("+port")
        app.reconfigure()
        assertFalse("the card Board hid stays hidden", app.shown(R.id.result_panel))
    }

    @Test
    fun `leaving while reviewing, by back or the top arrow, leaves the table at the live game for Home`() {
        val live = reviewing()
        app.click(R.id.action_back)
        app.closeIfFinished()
        assertNull("the table is back at the live game", table().view().review)
        val home = app.start(HomeActivity::class.java)
        assertEquals("Home shows the live position", live, home.findViewById<BoardView>(R.id.home_board).scene!!.cells)
    }
}
