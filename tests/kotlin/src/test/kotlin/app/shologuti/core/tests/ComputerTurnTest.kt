package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Refusal
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.TakingRule
import app.shologuti.core.ToAct
import app.shologuti.core.legalTurns
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The computer's turns and the hints, searched on the runtime's thread: the
 * table tells the shell through `TableListener.changed()` on that thread, and
 * the shell re-reads `view()` and `takeEvents()` on its own.
 */
class ComputerTurnTest {
    @Test
    fun `the computer's reply is announced by changed() on a thread other than the caller's`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            val me = Thread.currentThread()
            table.tapTurn("c4-c5")
            // A quick level may have replied already: its turn is then among these events.
            val first = table.takeEvents().filterIsInstance<TableEvent.TurnPlayed>()
            val mine = first.first()
            assertFalse(mine.turn.byComputer)
            assertEquals(1, mine.shownHops)

            assertTrue(table.changes.await(PATIENCE_MS), "changed() was called")
            val view = table.view()
            assertTrue(table.changes.threads.isNotEmpty())
            assertTrue(table.changes.threads.none { it === me }, "called on ${table.changes.threads}, not on the test's thread")
            assertEquals(2, view.moves.size, "the view read after changed() holds the reply")
            assertEquals(ToAct.PERSON, view.toAct)
            assertFalse(view.thinking)
            val reply = view.moves[1]
            assertTrue(reply.byComputer)
            assertEquals(Side.WHITE, reply.side)
            val theirs = (first.drop(1) + table.takeEvents().filterIsInstance<TableEvent.TurnPlayed>()).single()
            assertEquals(reply, theirs.turn)
            assertEquals(0, theirs.shownHops, "none of the computer's hops were shown: animate them all")
            assertEquals(reply, view.lastTurn)
        }
    }

    @Test
    fun `the computer's reply is a legal turn in the position it answered`() {
        inMemory(againstComputer(human = Side.RED, level = Level.MEDIUM)).use { table ->
            repeat(4) {
                table.playGreedyTurn()
                val after = table.awaitComputer()
                val reply = after.moves.last()
                assertTrue(reply.byComputer)
                // The position the computer answered, as the review shows it.
                table.reviewTo(after.moves.size - 1)
                val answered = table.view().positionText
                table.reviewLive()
                assertTrue(reply.notation in legalTurns(answered, TakingRule.OPTIONAL), "${reply.notation} in $answered")
                assertEquals(reply.notation, reply.path.joinToString(if (reply.captured.isEmpty()) "-" else "x") { name(it) })
                assertEquals(reply.path, listOf(reply.hops.first().from) + reply.hops.map { it.to })
                if (after.outcome != null) return
            }
        }
    }

    @Test
    fun `with the person playing White the computer opens by itself`() {
        inMemory(againstComputer(human = Side.WHITE)).use { table ->
            val view = table.awaitComputer()
            assertEquals(1, view.moves.size)
            assertTrue(view.moves[0].byComputer)
            assertEquals(Side.RED, view.moves[0].side)
            assertEquals(Side.WHITE, view.sideToMove)
            assertTrue(view.boardFlipped, "the person playing White sees White at the bottom")
        }
    }

    @Test
    fun `while the computer is to move the person's taps and hints are refused`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.holdAfterReply { table.tapTurn("c4-c5") }
            table.playGreedyTurn()
            table.takeEvents()
            val pending = table.view()
            assertEquals(ToAct.COMPUTER, pending.toAct)
            assertTrue(pending.thinking)
            assertEquals(emptyList(), pending.movable)
            assertFalse(pending.canHint)
            table.tap(pt("b4"))
            table.hint()
            table.endTurn()
            assertEquals(List(3) { Refusal.ComputerToMove }, table.takeEvents().refusals())
            assertEquals(pending, table.view())
            table.changes.release()
            assertEquals(4, table.awaitComputer().moves.size)
        }
    }

    @Test
    fun `a new game while the computer is to move drops its search`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.holdAfterReply { table.tapTurn("c4-c5") }
            table.playGreedyTurn()
            assertEquals(ToAct.COMPUTER, table.view().toAct)
            table.newGame(twoPeople())
            table.takeEvents()
            table.changes.release()
            table.tapTurn("c4-c5")
            val view = table.view()
            assertEquals(listOf("c4-c5"), view.history, "no stale computer turn in the new game")
            assertEquals(ToAct.PERSON, view.toAct)
            assertFalse(view.thinking)
            assertEquals(listOf(false), view.moves.map { it.byComputer })
        }
    }

    @Test
    fun `a hint arrives through changed(), is legal, and the person can play it`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.hint()
            val view = table.awaitView("the hint") { it.hint != null }
            val hint = assertNotNull(view.hint)
            assertTrue(hint.notation in legalTurns(START, TakingRule.OPTIONAL), hint.notation)
            assertEquals(Side.RED, hint.side)
            assertFalse(view.canHint, "the hint is on the board")
            assertFalse(view.hintPending)
            assertEquals(emptyList(), view.moves, "a hint plays nothing")
            assertTrue(table.changes.threads.none { it === Thread.currentThread() })
            assertEquals(listOf<TableEvent>(TableEvent.HintShown(hint)), table.takeEvents())

            for (point in hint.path) table.tap(point)
            if (table.view().run != null) table.endTurn()
            assertEquals(hint.notation, table.view().moves.first().notation)
            assertNull(table.view().hint, "the hint goes with its position")
            assertEquals(2, table.awaitComputer().moves.size, "the computer answers the hinted turn")
        }
    }

    @Test
    fun `a move made while the hint is searched still gets the computer's reply`() {
        // The Android bug of issue 9: the computer never moved after hint-then-move.
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.hint()
            table.tapTurn("c4-c5")
            val view = table.awaitComputer()
            assertEquals(2, view.moves.size)
            assertTrue(view.moves[1].byComputer)
            assertNull(view.hint, "a hint for the old position is never shown")
            assertFalse(view.hintPending)
            val hints = table.takeEvents().filterIsInstance<TableEvent.HintShown>()
            assertTrue(hints.all { it.turn.side == Side.RED }, "only a hint for Red's first turn, if it was in time: $hints")
            assertTrue(view.canHint, "a new hint may be asked for")
        }
    }

    @Test
    fun `hint then move, over and over, never leaves the computer stalled`() {
        inMemory(againstComputer(human = Side.RED, level = Level.MEDIUM)).use { table ->
            repeat(6) {
                if (table.view().outcome != null) return
                table.hint()
                table.playGreedyTurn()
                val view = table.awaitComputer()
                assertTrue(view.outcome != null || view.moves.last().byComputer)
            }
        }
    }

    @Test
    fun `two computers play on by themselves, each turn announced`() {
        // Four quiet turns from the 40-turn limit, far apart, so the watching pace
        // (Fast: a quarter second a turn) keeps this short.
        val nearEnd = position(red = "a1 e1", white = "a9", quiet = 36, turn = 60)
        val rules = Rules(TakingRule.OPTIONAL, QuietRule.MORE_PIECES40)
        fromPosition(computersOnly(Level.EASY, Level.MEDIUM, rules), nearEnd).use { table ->
            val view = table.awaitView("the end of the computers' game") { it.outcome != null }
            assertEquals(ToAct.NOBODY, view.toAct)
            assertFalse(view.thinking)
            val played = table.takeEvents().filterIsInstance<TableEvent.TurnPlayed>()
            assertEquals(view.moves, played.map { it.turn })
            assertTrue(played.all { it.turn.byComputer })
            table.tap(pt("c3"))
            assertEquals(listOf<Refusal>(Refusal.GameOver), table.takeEvents().refusals())
        }
    }
}
