package app.shologuti.ui

import android.view.View
import android.view.ViewGroup
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Cell
import app.shologuti.core.DrillKind
import app.shologuti.core.DrillStatus
import app.shologuti.core.DrillView
import app.shologuti.core.Side
import app.shologuti.core.TurnRecord
import app.shologuti.testing.Points
import app.shologuti.testing.Puzzles
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.shadows.ShadowToast

/**
 * Lessons and puzzles played through the real screens: Home → Learn → a
 * lesson or a puzzle, by taps on the board view and the buttons, the
 * computer answering a wrong turn on its own thread. Each test starts from a
 * fresh install (empty files).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w360dp-h640dp-port-xhdpi")
class LearnTest {
    private val app = AppDriver()

    private val sholo get() = app.activity.application as SholoApp

    private fun drill(): DrillView = sholo.table.view().drill ?: error("no exercise on the table")

    /** Home → Learn. */
    private fun learn(): LearnActivity {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_learn)
        return app.follow(LearnActivity::class.java)
    }

    private fun lessonRow(index: Int): View = app.activity.findViewById<ViewGroup>(R.id.learn_lessons).getChildAt(index)

    /** Learn → the lesson at [index] in the list. */
    private fun openLesson(index: Int): DrillActivity {
        learn()
        lessonRow(index).performClick()
        return app.follow(DrillActivity::class.java)
    }

    /** Taps [names] on the board, one after another. */
    private fun tap(vararg names: String) = names.forEach { app.tap(Points[it]) }

    /** Plays [turn] by taps: the piece, then every landing; End turn if the run could go on. */
    private fun play(turn: TurnRecord) {
        turn.path.forEach(app::tap)
        if (app.activity.findViewById<View>(R.id.action_end_turn).isShown) app.click(R.id.action_end_turn)
        app.board().finishMotion()
        app.settle()
    }

    /**
     * The system's back (the gesture or key, through the window's back
     * dispatcher): the exercise screen leaves it to the system, which
     * closes a screen opened from another. Each screen here is its own
     * task's root, which the system would only move to the back, so the
     * test closes it as it would close Learn's child.
     */
    private fun back() {
        assertEquals(AppDriver.BackTakenBy.SYSTEM, app.back())
        if (!app.activity.isFinishing) app.activity.finish()
        app.closeIfFinished()
    }

    private fun verdict() = app.text(R.id.drill_verdict)

    private fun feedback() = app.text(R.id.drill_feedback)

    private fun string(id: Int, vararg args: Any) = app.activity.getString(id, *args)

    @Test
    fun `the lesson on steps is played by taps to its end, and its progress is kept`() {
        openLesson(1)
        assertEquals("A step", app.text(R.id.drill_title))
        assertEquals("Step 1 of 2", app.text(R.id.drill_subtitle))
        assertEquals("Move your piece one step along a line to the empty point next to it.", app.text(R.id.drill_prompt))
        assertEquals("Your turn · Red", verdict())

        tap("c3", "c4")
        assertEquals(DrillStatus.SOLVED, drill().status)
        assertEquals("Well done!", verdict())
        assertEquals(
            "A piece steps along any drawn line, forward, sideways or back, to the next point if it is empty. " +
                "On c3 eight lines meet: up, down, left, right and four diagonals.",
            feedback(),
        )
        assertEquals(1, sholo.table.learnProgress().lessons[1].stepsDone)

        app.click(R.id.drill_next)
        assertEquals(DrillKind.Lesson(1, 1), drill().kind)
        assertEquals("Step 2 of 2", app.text(R.id.drill_subtitle))
        assertTrue(app.text(R.id.drill_prompt).startsWith("Step again. Look at the lines first: b5 has no diagonal"))
        tap("b5", "b6")
        assertEquals("Lesson complete!", verdict())
        assertEquals(2, sholo.table.learnProgress().lessons[1].stepsDone)

        // Back leaves learning: the game kept aside is on the table again.
        back()
        assertNull(sholo.table.view().drill)

        learn()
        assertEquals("Done", lessonRow(1).findViewById<TextView>(R.id.lesson_progress).text.toString())
        assertEquals("Lesson 2, A step: 2 of 2 steps done", lessonRow(1).contentDescription)
        assertEquals("0 of 2", lessonRow(2).findViewById<TextView>(R.id.lesson_progress).text.toString())

        // As after the system ended the process: the progress comes back from the files.
        sholo.restart()
        assertEquals(2, sholo.table.learnProgress().lessons[1].stepsDone)
    }

    @Test
    fun `the game in progress is kept aside through a lesson and comes back untouched`() {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        tap("c4", "c5")
        val game = sholo.table.saveText()

        openLesson(1)
        tap("c3", "c4")
        assertEquals(DrillStatus.SOLVED, drill().status)
        back()

        assertEquals(game, sholo.table.saveText())
        app.start(HomeActivity::class.java)
        app.click(R.id.home_continue)
        app.follow(GameActivity::class.java)
        assertEquals(1, sholo.table.view().moves.size)
        assertEquals(Points["c5"], app.board().scene!!.lastPath.last())
    }

    @Test
    fun `a wrong turn is played, answered by the computer, and further moves are refused until Retry`() {
        openLesson(2)
        assertEquals("A take", app.text(R.id.drill_title))
        val start = sholo.table.view().cells
        tap("c4", "b4")
        assertEquals(DrillStatus.MISSED, drill().status)
        assertEquals("Not this one", verdict())
        app.waitFor(what = "the computer's answer") { drill().reply != null }
        app.board().finishMotion()
        app.settle()
        val reply = drill().reply!!
        assertTrue("the answer is the computer's", reply.byComputer)
        // The core's words: what the answer does and which piece falls.
        assertEquals("drill.wrong.take", drill().feedback!!.key)
        assertTrue("the answer is said: ${feedback()}", feedback().startsWith("White answers c5xa3 and takes your piece on b4."))
        assertTrue(feedback().endsWith(string(R.string.drill_missed_next)))
        assertEquals(reply.path, app.board().scene!!.lastPath)
        assertTrue(app.activity.findViewById<View>(R.id.drill_solution).isEnabled)

        tap("b4")
        assertEquals(string(R.string.drill_exercise_over), ShadowToast.getTextOfLatestToast())

        app.click(R.id.drill_retry)
        assertEquals(DrillStatus.TRYING, drill().status)
        assertEquals(start, sholo.table.view().cells)
        assertEquals("Your turn · Red", verdict())
        tap("c4", "c6")
        assertEquals(DrillStatus.SOLVED, drill().status)
    }

    @Test
    fun `with TalkBack the points are nodes, a lesson is played by their actions, and the verdict is said`() {
        openLesson(2)
        val provider = app.board().accessibilityNodeProvider
        val c4 = Points["c4"]
        assertTrue(provider.createAccessibilityNodeInfo(c4)!!.contentDescription.startsWith("c4, red piece"))
        provider.performAction(c4, AccessibilityNodeInfo.ACTION_CLICK, null)
        provider.performAction(Points["c6"], AccessibilityNodeInfo.ACTION_CLICK, null)
        app.settle()
        assertEquals(DrillStatus.SOLVED, drill().status)
        for (id in listOf(R.id.drill_verdict, R.id.drill_feedback)) {
            assertEquals(View.ACCESSIBILITY_LIVE_REGION_POLITE, app.activity.findViewById<View>(id).accessibilityLiveRegion)
        }
        assertEquals("Well done!", verdict())
    }

    @Test
    fun `in the ending the computer answers each winning turn and the lesson goes on`() {
        val ending = 11
        openLesson(ending)
        assertEquals("Hunting a lone piece", app.text(R.id.drill_title))
        play(Puzzles.lessonSolution(ending, 0))
        app.waitFor(what = "the computer's turn") { !sholo.table.view().thinking && sholo.table.view().moves.size >= 2 }
        app.board().finishMotion()
        app.settle()
        val view = sholo.table.view()
        assertEquals("the computer defends: the lesson goes on", DrillStatus.TRYING, view.drill!!.status)
        assertTrue("White's turn is shown", view.lastTurn!!.byComputer)
        assertEquals(view.lastTurn!!.path, app.board().scene!!.lastPath)
        assertEquals("Your turn · Red", verdict())
    }

    @Test
    fun `the hint marks the piece that does it`() {
        openLesson(2)
        app.click(R.id.drill_hint)
        val piece = drill().hintPiece
        assertNotNull(piece)
        assertEquals(listOf(piece), app.board().scene!!.hintPath)
        assertEquals(string(R.string.drill_hint_marked), feedback())
        assertFalse("one hint is enough", app.activity.findViewById<View>(R.id.drill_hint).isEnabled)
    }

    @Test
    fun `a turn half-played survives a rotation`() {
        openLesson(2)
        tap("c4")
        app.reconfigure()
        assertEquals(Points["c4"], sholo.table.view().selected)
        assertEquals("A take", app.text(R.id.drill_title))
        tap("c6")
        assertEquals(DrillStatus.SOLVED, drill().status)
        assertEquals("Well done!", verdict())
    }

    @Test
    fun `a puzzle is solved by its turn, then the next one comes`() {
        learn()
        assertEquals(string(R.string.learn_record_rating, 1000), app.text(R.id.learn_rating))
        app.click(R.id.learn_solve)
        app.follow(DrillActivity::class.java)
        val id = (drill().kind as DrillKind.Puzzle).id
        assertTrue(app.text(R.id.drill_title).startsWith("Puzzle"))
        assertTrue(app.text(R.id.drill_subtitle).startsWith("Puzzle rated "))
        assertTrue(app.text(R.id.drill_prompt).let { it.startsWith("Red to play") || it.startsWith("White to play") })

        play(Puzzles.solution(id))
        assertEquals(DrillStatus.SOLVED, drill().status)
        assertEquals("Solved!", verdict())
        val record = sholo.table.learnProgress().puzzles
        assertEquals(1u, record.solved)
        assertEquals(1u, record.streak)
        assertTrue(record.rating > 1000)
        // The record, then (when the core has one) the line played out to the gain.
        val shown = feedback().lines()
        assertEquals(string(R.string.drill_record, record.rating, 1), shown.first())
        if (drill().feedback == null) {
            assertEquals(1, shown.size)
        } else {
            assertTrue(shown[1], shown[1].startsWith("The line: "))
        }

        app.click(R.id.drill_next)
        assertEquals(DrillStatus.TRYING, drill().status)
        assertTrue("another puzzle", (drill().kind as DrillKind.Puzzle).id != id)

        back()
        app.start(LearnActivity::class.java)
        assertEquals(string(R.string.learn_record_rating, record.rating), app.text(R.id.learn_rating))
    }

    @Test
    fun `a puzzle missed is answered, then its solution is played out`() {
        app.start(HomeActivity::class.java)
        app.start(DrillActivity::class.java, DrillActivity.puzzle(app.activity, 0))
        val solution = Puzzles.solution(0)
        playWrongTurn(solution)
        assertEquals(DrillStatus.MISSED, drill().status)
        assertEquals("Not this one", verdict())
        app.waitFor(what = "the computer's answer") { drill().reply != null }

        app.activity.findViewById<View>(R.id.drill_solution).performClick()
        assertEquals(DrillStatus.SHOWN, drill().status)
        assertTrue("the solution is played out", app.board().isAnimating)
        app.settle()
        assertEquals("The solution", verdict())
        assertEquals(solution.path, sholo.table.view().lastTurn!!.path)
        assertEquals(solution.path, app.board().scene!!.lastPath)
        assertEquals(1u, sholo.table.learnProgress().puzzles.missed)
        assertFalse(app.activity.findViewById<View>(R.id.drill_solution).isEnabled)

        app.click(R.id.drill_next)
        assertEquals(DrillStatus.TRYING, drill().status)

        // The on-screen back leaves learning too.
        app.click(R.id.drill_back)
        assertTrue(app.activity.isFinishing)
        app.controller.pause().stop().destroy()
        assertNull(sholo.table.view().drill)
    }

    /** A turn by a piece the solution does not move: a step where one is possible. */
    private fun playWrongTurn(solution: TurnRecord) {
        val view = sholo.table.view()
        val own = view.cells.indices.filter { view.cells[it] == ownCell(view.sideToMove) && it != solution.path.first() }
        for (piece in own) {
            app.tap(piece)
            val target = sholo.table.view().targets.firstOrNull() ?: continue
            app.tap(target.to)
            if (app.activity.findViewById<View>(R.id.action_end_turn).isShown) app.click(R.id.action_end_turn)
            return
        }
        error("no other piece can move")
    }

    private fun ownCell(side: Side) = if (side == Side.RED) Cell.RED else Cell.WHITE
}
