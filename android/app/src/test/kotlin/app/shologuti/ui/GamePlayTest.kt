package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import android.view.View
import android.view.accessibility.AccessibilityNodeInfo
import android.widget.RadioGroup
import android.widget.TableLayout
import android.widget.TableRow
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Cell
import app.shologuti.core.GameTable
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.TableListener
import app.shologuti.core.TakingRule
import app.shologuti.testing.Lines
import app.shologuti.testing.Points
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.shadows.ShadowDialog

/**
 * The real app played through its screens: taps on the board view and the
 * buttons, the computer answering on its own thread, rotation, TalkBack's
 * view of the board. Each test starts from a fresh install (empty files).
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w360dp-h640dp-port-xhdpi")
class GamePlayTest {
    private val app = AppDriver()

    private fun scene() = app.board().scene!!

    private fun endTurnShown() = app.activity.findViewById<View>(R.id.action_end_turn).isShown

    private fun resultShown() = app.activity.findViewById<View>(R.id.result_panel).isShown

    private fun status() = app.text(R.id.status_rail)

    /** The record screen's row for [level]: row 0 is the header, the levels follow, weakest first. */
    private fun recordRow(level: Level) =
        app.activity.findViewById<TableLayout>(R.id.record_table).getChildAt(1 + Level.values().indexOf(level)) as TableRow

    @Test
    fun `a whole game against Easy, played by taps to its end, then a rematch with colours swapped`() {
        app.newGame(R.id.level_easy, R.id.quiet_40, R.id.speed_fast)
        var turns = 0
        while (!resultShown()) {
            app.waitFor(what = "the computer's turn") { app.isYourMove() || resultShown() }
            if (resultShown()) break
            app.playATurn(Cell.RED)
            turns++
            check(turns < 300) { "the game did not end" }
        }
        val title = app.text(R.id.result_title)
        assertTrue(title, title.isNotBlank())
        assertTrue(app.text(R.id.result_record).contains("Your record at Easy"))

        // Recorded once, however often the screens come and go.
        app.reconfigure()
        app.start(RecordActivity::class.java)
        val easy = recordRow(Level.EASY)
        val games = (1..3).sumOf { (easy.getChildAt(it) as TextView).text.toString().toInt() }
        assertEquals("one game recorded at Easy", 1, games)

        // Swapped once: the next game's sheet has the person as White...
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        assertTrue("colour swapped to White", app.activity.findViewById<android.widget.RadioButton>(R.id.side_white).isChecked)

        // ...and Rematch plays it: the computer, now Red, opens, and the person answers as White.
        app.start(GameActivity::class.java)
        assertTrue(resultShown())
        app.click(R.id.result_rematch)
        assertFalse(resultShown())
        app.waitFor(what = "the computer's opening as Red") { app.isYourMove() }
        assertTrue(status(), status().contains("White"))
        assertTrue(app.text(R.id.turn_words).startsWith("Red: "))
        app.playATurn(Cell.WHITE)
        app.waitFor(what = "the computer's second turn") { app.isYourMove() }
    }

    /**
     * A finished game with a known blunder, as the app's files hold it: two
     * people from a hand-made position, Red's b4-b5 letting White take two
     * (a5xc5xe5), then Red resigning. Saved by a real table, then the app reopened on it.
     */
    private fun openBlunderedGame() {
        val sholo = app.start(HomeActivity::class.java).application as SholoApp
        val settings = sholo.table.settings().copy(red = Player.Human, white = Player.Human)
        val quiet = object : TableListener {
            override fun changed() {}
        }
        val saved = GameTable.fromPosition(settings, "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r", quiet).use { game ->
            for (name in listOf("b4", "b5", "a5", "c5", "e5")) game.tap(BoardLayouts.layout.points.first { it.name == name }.index)
            game.resign()
            game.saveText()
        }
        sholo.table.flush()
        app.activity.filesDir.resolve("game.json").writeText(saved)
        sholo.restart()
        app.start(GameActivity::class.java)
    }

    private fun moveLines(): List<TextView> {
        val list = app.activity.findViewById<android.widget.ListView>(R.id.moves_list)
        return (0 until list.adapter.count).map { list.adapter.getView(it, null, list) as TextView }
    }

    @Test
    fun `Review game on the result card - the move list marks the blunder, names the best turn, and tells TalkBack`() {
        openBlunderedGame()
        assertTrue("the result card", resultShown())
        assertEquals(2, moveLines().size)
        assertFalse("no grades before the review", moveLines().any { it.text.contains("?") })
        app.click(R.id.result_review)
        assertFalse(resultShown())
        assertTrue("the move list opens", app.activity.findViewById<View>(R.id.moves_panel).isShown)
        app.waitFor(what = "the review") { moveLines().first().text.contains("??") }
        assertFalse("the status goes once the grades are in", app.activity.findViewById<View>(R.id.moves_review_status).isShown)
        val (blunder, take) = moveLines()
        assertTrue(blunder.text.toString(), blunder.text.contains("b4-b5") && blunder.text.contains("best "))
        val spoken = blunder.contentDescription.toString()
        assertTrue(spoken, spoken.startsWith("1, Red, b4-b5, blunder, best was "))
        assertFalse("the best turn was played: no mark", take.text.contains("?"))
        assertEquals("2, White, a5xc5xe5, good", take.contentDescription.toString())
        assertFalse("reviewed once: no second Review", app.activity.findViewById<View>(R.id.moves_review).isShown)

        // The review is kept with the game: reopened, the move list has its grades and no Review.
        (app.activity.application as SholoApp).restart()
        app.start(GameActivity::class.java)
        app.click(R.id.result_board)
        app.click(R.id.action_moves)
        assertTrue("the grades came back", moveLines().first().text.contains("??"))
        assertEquals(spoken, moveLines().first().contentDescription.toString())
        assertFalse("not offered again", app.activity.findViewById<View>(R.id.moves_review).isShown)
    }

    @Test
    fun `the process killed mid-game - the game comes back from the saved files in a screen built from scratch`() {
        app.newGame(R.id.opponent_two)
        app.playATurn(Cell.RED)
        app.playATurn(Cell.WHITE)
        val before = scene().cells
        val turns = app.activity.findViewById<android.widget.ListView>(R.id.moves_list).adapter.count
        app.controller.pause().stop().destroy()
        (app.activity.application as SholoApp).restart()

        app.start(HomeActivity::class.java)
        assertTrue("Continue offered", app.activity.findViewById<View>(R.id.home_continue).isShown)
        assertTrue(app.text(R.id.home_continue).contains("Red to move"))
        assertEquals("Home's board shows the saved game", before, app.activity.findViewById<BoardView>(R.id.home_board).scene!!.cells)
        app.click(R.id.home_continue)
        app.follow(GameActivity::class.java)
        assertEquals(before, scene().cells)
        assertEquals(turns, app.activity.findViewById<android.widget.ListView>(R.id.moves_list).adapter.count)
        app.playATurn(Cell.RED)
    }

    @Test
    fun `a damaged save is reported once and set aside, never deleted, and a new game can start`() {
        val files = app.start(HomeActivity::class.java).filesDir
        (app.activity.application as SholoApp).table.flush()
        files.resolve("game.json").writeText("{ this is not a saved game")
        (app.activity.application as SholoApp).restart()

        app.start(HomeActivity::class.java)
        val notice = ShadowDialog.getLatestDialog() as AlertDialog
        assertTrue(notice.isShowing)
        assertFalse(app.activity.findViewById<View>(R.id.home_continue).isShown)
        val kept = files.listFiles()!!.filter { it.name.startsWith("game") && it.name != "game.json" }
        assertTrue("the damaged file is kept aside: ${files.list()!!.toList()}", kept.any { it.readText() == "{ this is not a saved game" })
        notice.dismiss()
        app.start(HomeActivity::class.java)
        assertEquals("reported once", notice, ShadowDialog.getLatestDialog())
        app.newGame(R.id.opponent_two)
        app.playATurn(Cell.RED)
    }

    @Test
    fun `a run of takes - End turn appears, ends it, and the board keeps its size throughout`() {
        app.newGame(R.id.opponent_two)
        app.systemBars()
        val line = Lines.toRun()
        val size = app.board().width to app.board().height
        for (turn in line.turns) {
            for ((from, to) in turn.hops) {
                app.tap(from)
                app.tap(to)
            }
            if (endTurnShown()) app.click(R.id.action_end_turn)
        }
        val mover = status()
        app.tap(line.takeFrom)
        app.tap(line.takeTo)
        assertTrue("End turn during the run", endTurnShown())
        assertEquals("board size during the run", size, app.board().width to app.board().height)
        assertTrue("the next take is offered", scene().targets.any { it.to == line.nextTake })
        val hint = app.activity.findViewById<View>(R.id.action_hint)
        assertTrue("Hint beside End turn during the run", hint.isShown && hint.isEnabled)
        app.click(R.id.action_hint)
        app.waitFor(what = "the hint for the run") { scene().hintPath.isNotEmpty() }
        assertEquals("the hint goes on from the running piece", line.takeTo, scene().hintPath.first())
        assertTrue(status(), status().startsWith("Hint: "))
        app.click(R.id.action_end_turn)
        assertFalse(endTurnShown())
        assertTrue("the hint went with the turn", scene().hintPath.isEmpty())
        assertNotEquals("the other side's turn", mover, status())
        assertEquals("board size after the run", size, app.board().width to app.board().height)
    }

    @Test
    fun `forced takes - no End turn in a run, and the run is followed to its end`() {
        app.newGame(R.id.opponent_two, R.id.taking_forced)
        val line = Lines.toRun(TakingRule.FORCED)
        for (turn in line.turns) for ((from, to) in turn.hops) {
            if (scene().selected != from) app.tap(from)
            app.tap(to)
        }
        app.tap(line.takeFrom)
        app.tap(line.takeTo)
        assertFalse("no End turn under forced takes", endTurnShown())
        var hops = 0
        while (scene().selected != null && scene().targets.isNotEmpty()) {
            app.tap(scene().targets.first().to)
            hops++
        }
        assertTrue(hops >= 1)
        assertEquals(null, scene().selected)
    }

    @Test
    fun `points are at least 48 dp apart on a 360 x 640 dp phone, and nothing lies under the system bars`() {
        app.newGame(R.id.opponent_two)
        app.systemBars(top = 24f, bottom = 48f)
        val board = app.board()
        val density = app.activity.resources.displayMetrics.density
        val spacing = board.geometry!!.unit / density
        assertTrue("points $spacing dp apart", spacing >= 48f)

        val screen = app.activity.window.decorView
        val top = app.dp(24f)
        val bottom = screen.height - app.dp(48f)
        val at = IntArray(2)
        board.getLocationOnScreen(at)
        for (p in 0 until 37) {
            val c = board.geometry!!.centre(p)
            val y = at[1] + board.paddingTop + c.y
            val half = board.geometry!!.unit / 2
            assertTrue("${Points.name(p)} under a bar", y - half >= top && y + half <= bottom)
        }
        for (id in listOf(R.id.action_back, R.id.action_new_game, R.id.action_undo, R.id.action_hint, R.id.action_moves, R.id.action_resign)) {
            val view = app.activity.findViewById<View>(id)
            view.getLocationOnScreen(at)
            val name = app.activity.resources.getResourceEntryName(id)
            assertTrue("$name under the status bar", at[1] >= top)
            assertTrue("$name under the navigation bar", at[1] + view.height <= bottom)
            assertTrue("$name smaller than 48 dp", view.height >= app.dp(48f) && view.width >= app.dp(48f))
        }
    }

    @Test
    fun `undo takes back the person's turn and the computer's answer, a hint then a move, and the computer still moves`() {
        app.newGame(R.id.level_easy)
        app.waitFor { app.isYourMove() }
        app.playATurn(Cell.RED)
        app.waitFor(what = "the computer") { app.isYourMove() }
        val afterOne = scene().cells
        assertTrue(app.text(R.id.turn_words).startsWith("White: "))
        app.click(R.id.action_undo)
        app.waitFor { app.isYourMove() }
        assertNotEquals(afterOne, scene().cells)
        assertEquals(16, scene().cells.count { it == Cell.RED })

        app.click(R.id.action_hint)
        app.playATurn(Cell.RED)
        app.waitFor(what = "the computer after a hint") { app.isYourMove() }
        assertTrue("the computer answered", app.text(R.id.turn_words).startsWith("White: "))
    }

    @Test
    fun `the move list - every turn with its side, step back to see a position read-only, then back to the game`() {
        app.newGame(R.id.opponent_two)
        val start = scene().cells
        app.playATurn(Cell.RED)
        val afterRed = scene().cells
        app.playATurn(Cell.WHITE)
        val live = scene().cells
        app.click(R.id.action_moves)
        val list = app.activity.findViewById<android.widget.ListView>(R.id.moves_list)
        assertEquals(2, list.adapter.count)
        assertTrue(list.adapter.getItem(0).toString().startsWith("1.  Red  "))
        assertTrue(list.adapter.getItem(1).toString().startsWith("2.  White  "))
        app.click(R.id.review_back)
        assertEquals("after Red's turn", afterRed, scene().cells)
        app.click(R.id.review_back)
        assertEquals("the opening", start, scene().cells)
        app.tap(scene().cells.indexOfFirst { it == Cell.RED })
        assertEquals("read-only: nothing picked up", null, scene().selected)
        app.click(R.id.review_forward)
        assertEquals(afterRed, scene().cells)
        app.click(R.id.review_live)
        assertEquals(live, scene().cells)
    }

    @Test
    fun `two people - the board turns to the side to move`() {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        app.click(R.id.opponent_two)
        if (!app.activity.findViewById<android.widget.CheckBox>(R.id.turn_board).isChecked) app.click(R.id.turn_board)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        assertFalse(app.board().flipped)
        app.playATurn(Cell.RED)
        assertTrue("turned for White", app.board().flipped)
        app.playATurn(Cell.WHITE)
        assertFalse("turned back for Red", app.board().flipped)
    }

    @Test
    fun `rotation in the middle of a run keeps the run, and an open dialog survives it`() {
        app.newGame(R.id.opponent_two)
        val line = Lines.toRun()
        for (turn in line.turns) {
            for ((from, to) in turn.hops) {
                app.tap(from)
                app.tap(to)
            }
            if (endTurnShown()) app.click(R.id.action_end_turn)
        }
        app.tap(line.takeFrom)
        app.tap(line.takeTo)
        RuntimeEnvironment.setQualifiers("+land")
        app.reconfigure()
        assertTrue("End turn after rotation", endTurnShown())
        assertTrue(scene().targets.any { it.to == line.nextTake })
        app.click(R.id.action_end_turn)

        app.click(R.id.action_resign)
        assertTrue(ShadowDialog.getLatestDialog().isShowing)
        RuntimeEnvironment.setQualifiers("+port")
        app.reconfigure()
        val dialog = ShadowDialog.getLatestDialog() as AlertDialog
        assertTrue("the resign question is asked again after rotation", dialog.isShowing)
        dialog.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
        assertTrue(resultShown())
    }

    @Test
    fun `the record shows the rating, and Play at my level opens New game at the level nearest it`() {
        repeat(2) {
            app.newGame(R.id.opponent_computer, R.id.level_learning)
            app.waitFor { app.isYourMove() }
            app.click(R.id.action_resign)
            (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
            app.settle()
        }
        val rating = (app.activity.application as SholoApp).table.records().rating
        assertEquals(2, rating.games)
        assertNotEquals("two losses to Learning move the rating off its start", Level.MEDIUM, rating.myLevel)
        assertNotEquals(Level.LEARNING, rating.myLevel)
        app.start(RecordActivity::class.java)
        assertTrue(app.text(R.id.record_rating).contains(rating.rating.toString()))
        // A win rate only where there were games.
        fun rateOf(level: Level) = (recordRow(level).getChildAt(4) as TextView).text
        assertEquals("0%", rateOf(Level.LEARNING))
        assertEquals("–", rateOf(Level.EXPERT))
        app.click(R.id.play_my_level)
        app.follow(NewGameActivity::class.java)
        val chips = app.activity.findViewById<RadioGroup>(R.id.choice_level)
        assertEquals(LEVEL_BUTTONS[Level.values().indexOf(rating.myLevel)], chips.checkedRadioButtonId)
        assertEquals(R.id.opponent_computer, app.activity.findViewById<RadioGroup>(R.id.choice_opponent).checkedRadioButtonId)
    }

    @Test
    fun `TalkBack - every point is a node with its words, and the computer's turn is said in a polite live region`() {
        app.newGame(R.id.level_easy)
        app.waitFor { app.isYourMove() }
        val provider = app.board().accessibilityNodeProvider
        val cells = scene().cells
        val red = cells.indexOfFirst { it == Cell.RED }
        val empty = cells.indexOfFirst { it == Cell.EMPTY }
        val redNode = provider.createAccessibilityNodeInfo(red)!!
        assertTrue(redNode.contentDescription.toString(), redNode.contentDescription.startsWith("${Points.name(red)}, red piece"))
        assertEquals("${Points.name(empty)}, empty", provider.createAccessibilityNodeInfo(empty)!!.contentDescription.toString())
        assertTrue(redNode.actionList.contains(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK))
        val movable = (0 until 37).first { provider.createAccessibilityNodeInfo(it)!!.contentDescription.endsWith("can move") }
        assertEquals(Cell.RED, cells[movable])

        app.playATurn(Cell.RED)
        app.waitFor(what = "the computer") { app.isYourMove() }
        val words = app.activity.findViewById<TextView>(R.id.turn_words)
        assertEquals(View.ACCESSIBILITY_LIVE_REGION_POLITE, words.accessibilityLiveRegion)
        assertTrue(words.text.toString(), Regex("White: [a-e]\\d+ (to|takes) [a-e]\\d+.*").matches(words.text))
        assertNotNull(app.activity.findViewById<TextView>(R.id.status_rail).text)
    }
}
