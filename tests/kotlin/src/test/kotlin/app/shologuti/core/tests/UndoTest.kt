package app.shologuti.core.tests

import app.shologuti.core.EndReason
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.Refusal
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.ToAct
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The one undo policy every front end applies (docs/API.md, "Undo"). */
class UndoTest {
    @Test
    fun `between two people undo takes back one turn`() {
        inMemory(twoPeople()).use { table ->
            table.tapAll("c4-c5", "d6-d5")
            val afterOne = table.view().moves.take(1)
            table.takeEvents()
            table.undo()
            assertEquals(listOf<TableEvent>(TableEvent.TakenBack(1)), table.takeEvents())
            val view = table.view()
            assertEquals(afterOne, view.moves)
            assertEquals(Side.WHITE, view.sideToMove)
            assertEquals(ToAct.PERSON, view.toAct)
            table.undo()
            assertEquals(START, table.view().positionText)
            assertFalse(table.view().canUndo)
        }
    }

    @Test
    fun `against the computer undo goes back to before the person's last turn`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.tapTurn("c4-c5")
            table.awaitComputer()
            val mine = table.playGreedyTurn()
            val view = table.awaitComputer()
            assertEquals(4, view.moves.size)
            val firstTwo = view.moves.take(2)
            table.takeEvents()
            table.undo()
            assertEquals(listOf<TableEvent>(TableEvent.TakenBack(2)), table.takeEvents(), "the reply to $mine and $mine itself")
            val back = table.view()
            assertEquals(firstTwo, back.moves)
            assertEquals(ToAct.PERSON, back.toAct, "the computer does not think again")
            assertFalse(back.thinking)
        }
    }

    @Test
    fun `against the computer undo while it thinks takes back the person's turn and drops the search`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.holdAfterReply { table.tapTurn("c4-c5") }
            table.playGreedyTurn()
            assertEquals(ToAct.COMPUTER, table.view().toAct)
            val twoTurns = table.view().moves.take(2)
            table.takeEvents()
            table.undo()
            assertEquals(listOf<TableEvent>(TableEvent.TakenBack(1)), table.takeEvents())
            assertEquals(twoTurns, table.view().moves)
            assertEquals(ToAct.PERSON, table.view().toAct)
            assertFalse(table.view().thinking)
            table.changes.release()
            // The next turn of the person gets exactly one reply: nothing stale was played.
            table.playGreedyTurn()
            val view = table.awaitComputer()
            assertEquals(4, view.moves.size)
            assertEquals(listOf(false, true, false, true), view.moves.map { it.byComputer })
        }
    }

    @Test
    fun `against the computer with only its turn played there is nothing to undo`() {
        inMemory(againstComputer(human = Side.WHITE)).use { table ->
            val view = table.awaitComputer()
            table.takeEvents()
            assertFalse(view.canUndo)
            table.undo()
            assertEquals(listOf<Refusal>(Refusal.NothingToUndo), table.takeEvents().refusals())
            assertEquals(view, table.view(), "the refused undo changed nothing and the computer did not play again")
        }
    }

    @Test
    fun `nothing to undo changes nothing`() {
        // The terminal bug of issue 9 took back the computer's opening here.
        inMemory(twoPeople()).use { table ->
            val before = table.view()
            table.undo()
            assertEquals(listOf<Refusal>(Refusal.NothingToUndo), table.takeEvents().refusals())
            assertEquals(before, table.view())
        }
    }

    @Test
    fun `a run in progress is undone alone, first`() {
        val runAvailable = position(red = "c4 a1", white = "c5 d6 a9")
        fromPosition(twoPeople(), runAvailable).use { table ->
            val before = table.view()
            table.tapAll("c4xc6")
            table.takeEvents()
            assertTrue(table.view().canUndo)
            table.undo()
            assertEquals(listOf<TableEvent>(TableEvent.TakenBack(0)), table.takeEvents())
            assertNull(table.view().run)
            assertEquals(before, table.view(), "the board is as it was before the run")
        }
    }

    @Test
    fun `undo puts a picked-up piece down before it takes back`() {
        inMemory(twoPeople()).use { table ->
            table.tapTurn("c4-c5")
            table.tap(pt("d6"))
            table.takeEvents()
            table.undo()
            assertEquals(listOf(TableEvent.PutDown(pt("d6")), TableEvent.TakenBack(1)), table.takeEvents())
            assertEquals(START, table.view().positionText)
        }
    }

    @Test
    fun `a finished game refuses undo, so the result and the record stand`() {
        fromPosition(againstComputer(human = Side.RED), position(red = "c4 a1", white = "c5 d6")).use { table ->
            table.tapAll("c4xc6xe6")
            val over = table.view()
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), over.outcome)
            assertFalse(over.canUndo)
            table.takeEvents()
            table.undo()
            assertEquals(listOf<Refusal>(Refusal.GameOver), table.takeEvents().refusals())
            assertEquals(over, table.view())
            assertEquals(1, table.records().levels.single { it.level == Level.EASY }.wins)
        }
    }

    @Test
    fun `a resigned game is final too`() {
        inMemory(twoPeople()).use { table ->
            table.tapTurn("c4-c5")
            table.resign()
            val view = table.view()
            assertEquals(Outcome(Side.RED, EndReason.RESIGNED), view.outcome, "White resigned on its turn")
            assertNotNull(view.summary)
            table.takeEvents()
            table.undo()
            assertEquals(listOf<Refusal>(Refusal.GameOver), table.takeEvents().refusals())
            assertEquals(view, table.view())
        }
    }

    @Test
    fun `watching two computers there is nothing of yours to undo`() {
        fromPosition(computersOnly(Level.EASY), position(red = "a1 e1", white = "a9 e9")).use { table ->
            table.pause()
            table.undo()
            assertEquals(listOf<Refusal>(Refusal.WatchingOnly), table.takeEvents().refusals())
        }
    }
}
