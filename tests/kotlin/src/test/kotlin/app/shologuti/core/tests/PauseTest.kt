package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Refusal
import app.shologuti.core.Side
import app.shologuti.core.ToAct
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

/** `pause()` when the screen goes away, `resume()` when it is back. */
class PauseTest {
    /**
     * How long a paused table is watched for a turn that must not come: 20
     * times the computer's reply measured in the same test (at least 200 ms),
     * so a search wrongly left running would answer well within it.
     */
    private fun watchMs(replyMs: Long) = (20 * replyMs).coerceIn(200L, PATIENCE_MS)

    /** The person's first turn, and how long the computer took to reply, in ms. */
    private fun Table.timedReply(): Long {
        val started = System.nanoTime()
        holdAfterReply { tapTurn("c4-c5") }
        return (System.nanoTime() - started) / 1_000_000
    }

    @Test
    fun `a paused table plays no turn, and resume plays the computer's turn`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            val replyMs = table.timedReply()
            table.playGreedyTurn()
            assertEquals(ToAct.COMPUTER, table.view().toAct)
            table.pause()
            val paused = table.view()
            assertTrue(paused.paused)
            assertFalse(paused.thinking, "no search runs while paused")
            assertEquals(ToAct.COMPUTER, paused.toAct)
            val calls = table.changes.calls
            table.changes.drain()
            table.changes.release()

            assertFalse(table.changes.await(watchMs(replyMs)), "nothing changed while paused")
            assertEquals(calls, table.changes.calls)
            assertEquals(paused, table.view())

            table.resume()
            assertFalse(table.view().paused)
            val view = table.awaitComputer()
            assertEquals(4, view.moves.size)
            assertTrue(view.moves.last().byComputer)
        }
    }

    @Test
    fun `a pause that races the computer's search leaves at most the turn already played`() {
        inMemory(againstComputer(human = Side.RED, level = Level.MEDIUM)).use { table ->
            val replyMs = table.timedReply()
            table.changes.release()
            table.playGreedyTurn()
            table.pause()
            val paused = table.view()
            assertFalse(paused.thinking)
            assertTrue(paused.moves.size in 3..4, "the reply was either in before the pause or not at all")
            while (table.changes.await(watchMs(replyMs))) Unit
            assertEquals(paused, table.view(), "no turn after the pause")
            table.resume()
            assertEquals(4, table.awaitComputer().moves.size)
        }
    }

    @Test
    fun `a paused table refuses the person's intents`() {
        inMemory(twoPeople()).use { table ->
            table.pause()
            val before = table.view()
            assertTrue(before.paused)
            assertEquals(emptyList(), before.movable)
            table.tap(pt("c4"))
            table.hint()
            table.endTurn()
            assertEquals(List(3) { Refusal.Paused }, table.takeEvents().refusals())
            assertEquals(before, table.view())
            table.resume()
            table.tapTurn("c4-c5")
            assertEquals(listOf("c4-c5"), table.view().history)
        }
    }

    @Test
    fun `a hint asked for before a pause is searched again on resume`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.hint()
            // The hint answered before the pause or not; either way it is shown after resume.
            table.pause()
            assertFalse(table.view().hintPending)
            table.resume()
            val view = table.awaitView("the hint after resume") { it.hint != null }
            assertEquals(Side.RED, view.hint?.side)
        }
    }
}
