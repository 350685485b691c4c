package app.shologuti.core.tests

import app.shologuti.core.Cell
import app.shologuti.core.EndReason
import app.shologuti.core.Headline
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.QuietRule
import app.shologuti.core.RecordView
import app.shologuti.core.ResultView
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.StatusLine
import app.shologuti.core.TableEvent
import app.shologuti.core.TableView
import app.shologuti.core.TakingRule
import app.shologuti.core.ToAct
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** Whole games played through the table until they end, and the end screen's figures. */
class GameToTheEndTest {
    @Test
    fun `two people play a short game to a win by taking the last pieces`() {
        // Red: c3, a1. White: c7, d6. White walks into a double take.
        fromPosition(twoPeople(), position(red = "c3 a1", white = "c7 d6")).use { table ->
            table.tapAll("c3-c4", "c7-c6", "a1-b2", "c6-c5")
            assertEquals(4, table.view().quietCount)
            assertEquals(5, table.view().turnNumber)
            assertEquals(StatusLine.ToMove(Side.RED), table.view().status, "two people: the side, not \"you\"")
            assertNull(table.view().summary, "no summary while the game goes on")
            table.takeEvents()

            table.tapAll("c4xc6xe6")
            val view = table.view()
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), view.outcome)
            assertEquals(ToAct.NOBODY, view.toAct)
            assertEquals(ResultView(Headline.SideWins(Side.RED), loser = Side.WHITE), view.result)
            assertEquals(StatusLine.Over(Headline.SideWins(Side.RED)), view.status)
            assertEquals(listOf("c3-c4", "c7-c6", "a1-b2", "c6-c5", "c4xc6xe6"), view.history)
            assertEquals(position(red = "e6 b2", white = "", toMove = Side.WHITE, quiet = 0, turn = 6), view.positionText)
            assertEquals(SideCount(left = 2, taken = 2), view.red)
            assertEquals(SideCount(left = 0, taken = 0), view.white)
            assertEquals(emptyList(), view.movable)
            assertFalse(view.canResign)
            assertFalse(view.canHint)
            assertFalse(view.resumable)

            val summary = assertNotNull(view.summary)
            assertEquals(view.outcome, summary.outcome)
            assertEquals(view.red, summary.red)
            assertEquals(view.white, summary.white)
            assertEquals(5, summary.turns)
            assertTrue(summary.gameId.isNotBlank())
            val events = table.takeEvents()
            assertEquals(listOf(TableEvent.GameOver(Outcome(Side.RED, EndReason.ALL_TAKEN))), events.filterIsInstance<TableEvent.GameOver>())
            assertIs<TableEvent.GameOver>(events.last(), "the end comes after the turn that made it")
        }
    }

    @Test
    fun `shutting in the last piece wins`() {
        // White's only piece on a9 can still take c9 (to e9) until Red covers e9.
        fromPosition(twoPeople(), position(red = "b8 c9 c7 d8", white = "a9")).use { table ->
            table.tapTurn("d8-e9")
            val view = table.view()
            assertEquals(Outcome(Side.RED, EndReason.SHUT_IN), view.outcome)
            assertEquals(SideCount(left = 1, taken = 0), view.white)
            assertEquals(1, assertNotNull(view.summary).turns)
        }
    }

    @Test
    fun `a position whose side to move has no turn or no piece is already over`() {
        fromPosition(twoPeople(), position(red = "b8 c9 c7 e9", white = "a9", toMove = Side.WHITE)).use { table ->
            assertEquals(Outcome(Side.RED, EndReason.SHUT_IN), table.view().outcome)
            assertEquals(ToAct.NOBODY, table.view().toAct)
            assertEquals(0, assertNotNull(table.view().summary).turns)
        }
        fromPosition(twoPeople(), position(red = "c4", white = "", toMove = Side.WHITE)).use { table ->
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), table.view().outcome)
        }
    }

    @Test
    fun `resigning in the middle of a run ends the game without the run`() {
        fromPosition(twoPeople(), position(red = "c4 a1", white = "c5 d6 a9")).use { table ->
            table.tapAll("c4xc6")
            table.resign()
            val view = table.view()
            assertEquals(Outcome(Side.WHITE, EndReason.RESIGNED), view.outcome, "Red, to move, resigned")
            assertNull(view.run)
            assertEquals(emptyList(), view.moves, "the unfinished run is not played")
            assertEquals(Cell.RED, view.cellAt("c4"))
            assertEquals(Cell.WHITE, view.cellAt("c5"))
        }
    }

    @Test
    fun `every game gets its own id`() {
        val over = position(red = "b8 c9 c7 e9", white = "a9", toMove = Side.WHITE)
        val ids = (1..5).map { fromPosition(twoPeople(), over).use { table -> table.view().gameId } }
        assertEquals(5, ids.toSet().size, ids.toString())
    }

    @Test
    fun `the third repetition of a position is a draw`() {
        fromPosition(twoPeople(), position(red = "a1", white = "a9")).use { table ->
            // The start position stands for the 2nd time after 4 turns, the 3rd after 8.
            repeat(2) { table.tapAll("a1-b2", "a9-b8", "b2-a1", "b8-a9") }
            assertEquals(Outcome(null, EndReason.REPETITION), table.view().outcome)
            assertEquals(8, assertNotNull(table.view().summary).turns)
        }
    }

    @Test
    fun `the quiet limit with more pieces wins for the side ahead`() {
        val rules = Rules(TakingRule.OPTIONAL, QuietRule.MORE_PIECES40)
        // 39 quiet turns already: the next quiet turn reaches the limit.
        fromPosition(twoPeople(rules), position(red = "a1 e1", white = "a9", quiet = 39, turn = 60)).use { table ->
            table.tapTurn("e1-d2")
            assertEquals(Outcome(Side.RED, EndReason.QUIET_LIMIT_MORE_PIECES), table.view().outcome)
        }
    }

    @Test
    fun `the standard quiet limit is a draw`() {
        fromPosition(twoPeople(), position(red = "a1 e1", white = "a9", quiet = 79, turn = 100)).use { table ->
            table.tapTurn("e1-d2")
            assertEquals(Outcome(null, EndReason.QUIET_LIMIT), table.view().outcome)
            assertEquals(80, table.view().quietCount)
        }
    }

    @Test
    fun `a person tapping pieces plays a whole game against Easy to the end`() {
        inMemory(againstComputer(human = Side.WHITE, level = Level.EASY), seed = 5uL).use { table ->
            var turns = 0
            while (true) {
                val view = table.awaitComputer()
                if (view.outcome != null) break
                check(turns++ < 1000) { "no end after 1000 of the person's turns: ${view.positionText}" }
                table.playGreedyTurn()
            }
            val view = table.view()
            assertEndFiguresAgree(view, assertNotNull(view.outcome))
            assertEquals(16 - view.white.left, view.red.taken)
            assertEquals(16 - view.red.left, view.white.taken)
            assertEquals(view.moves.size, assertNotNull(view.summary).turns)
            assertTrue(view.moves.all { it.byComputer == (it.side == Side.RED) }, "the computer played Red's turns, the taps White's")
            val record = assertIs<RecordView.Level>(view.record).record
            assertEquals(Level.EASY, record.level)
            assertEquals(1, record.games, "the in-memory book counted the game")
        }
    }

    @Test
    fun `a person plays a hand-built ending against the computer to the end through taps`() {
        // Red (the person) has three pieces to White's one: the taps win or the computer escapes to a draw.
        fromPosition(againstComputer(human = Side.RED, level = Level.MEDIUM, rules = FORCED_TAKES), position(red = "c3 b4 d4", white = "c7")).use { table ->
            var turns = 0
            while (true) {
                val view = table.awaitComputer()
                if (view.outcome != null) break
                check(turns++ < 200) { "no end: ${view.positionText}" }
                table.playGreedyTurn()
            }
            val view = table.view()
            assertEndFiguresAgree(view, assertNotNull(view.outcome))
            assertEquals(1, table.takeEvents().filterIsInstance<TableEvent.GameOver>().size)
        }
    }

    @Test
    fun `the same seed replays the same game against the computer`() {
        fun play(seed: ULong): List<String> = inMemory(againstComputer(human = Side.RED, level = Level.MEDIUM), seed).use { table ->
            repeat(8) {
                if (table.view().outcome == null) table.playGreedyTurn()
                table.awaitComputer()
            }
            table.view().history
        }
        val first = play(8uL)
        assertTrue(first.size >= 9, first.toString())
        assertEquals(first, play(8uL))
    }

    /** The counts, the board and the outcome of a finished game tell one story. */
    private fun assertEndFiguresAgree(view: TableView, outcome: Outcome) {
        assertEquals(view.piecesOn(Side.RED), view.red.left)
        assertEquals(view.piecesOn(Side.WHITE), view.white.left)
        if (view.moves.size > 0 && view.summary != null) {
            assertEquals(view.red, view.summary?.red)
            assertEquals(view.white, view.summary?.white)
        }
        when (outcome.reason) {
            EndReason.ALL_TAKEN -> {
                val loser = if (outcome.winner == Side.RED) view.white else view.red
                assertEquals(0, loser.left)
            }
            EndReason.SHUT_IN -> assertNotNull(outcome.winner)
            EndReason.REPETITION, EndReason.QUIET_LIMIT, EndReason.QUIET_LIMIT_EQUAL -> assertNull(outcome.winner)
            EndReason.QUIET_LIMIT_MORE_PIECES -> {
                val (winner, loser) = if (outcome.winner == Side.RED) view.red to view.white else view.white to view.red
                assertTrue(winner.left > loser.left)
            }
            EndReason.RESIGNED -> error("nobody resigned")
        }
    }
}
