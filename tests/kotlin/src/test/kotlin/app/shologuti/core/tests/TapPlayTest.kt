package app.shologuti.core.tests

import app.shologuti.core.Cell
import app.shologuti.core.Hop
import app.shologuti.core.QuietRule
import app.shologuti.core.RecordView
import app.shologuti.core.Refusal
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.TableEvent
import app.shologuti.core.TakingRule
import app.shologuti.core.Target
import app.shologuti.core.ToAct
import app.shologuti.core.TurnRecord
import app.shologuti.core.TwoPlayerRecord
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * A person playing by taps and drags: what each tap means (pick up, put down,
 * switch, step, take), runs of takes, End turn and the forced continuation,
 * as the view and the events show them.
 */
class TapPlayTest {
    /** Red's c4 faces White's c5 with c6 empty behind it, and d6 beyond: c4xc6xe6 is on. */
    private val runAvailable = position(red = "c4 a1", white = "c5 d6 a9")

    /** Red's c4 can take all the way round the square c4-c6-e6-e4 and land where it started. */
    private val loopRun = position(red = "c4", white = "c5 d6 e5 d4 a9")

    @Test
    fun `a new game shows the start position with Red to move`() {
        inMemory(twoPeople()).use { table ->
            val view = table.view()
            assertEquals(37, view.cells.size)
            assertEquals(START, view.positionText)
            assertEquals(Cell.RED, view.cellAt("c4"))
            assertEquals(Cell.EMPTY, view.cellAt("c5"))
            assertEquals(Cell.WHITE, view.cellAt("c6"))
            assertEquals(Side.RED, view.sideToMove)
            assertEquals(ToAct.PERSON, view.toAct)
            assertFalse(view.thinking)
            assertEquals(SideCount(left = 16, taken = 0), view.red)
            assertEquals(SideCount(left = 16, taken = 0), view.white)
            assertEquals(0, view.quietCount)
            assertEquals(80, view.quietLimit)
            assertEquals(1, view.turnNumber)
            assertNull(view.lastTurn)
            assertNull(view.run)
            assertNull(view.selected)
            assertNull(view.outcome)
            assertEquals(emptyList(), view.moves)
            assertFalse(view.canUndo)
            assertFalse(view.resumable)
            assertTrue(view.canResign)
            assertTrue(view.canHint)
            assertEquals(pts("a4 b4 c4 d4 e4").sorted(), view.movable.sorted())
            assertEquals(RecordView.TwoPlayers(TwoPlayerRecord(0, 0, 0)), view.record)
            assertEquals(emptyList(), table.takeEvents(), "nothing has happened yet")
        }
    }

    @Test
    fun `a position text comes back in full rule-book form`() {
        val text = position(red = "c3 a1", white = "c7 d6", toMove = Side.WHITE, quiet = 7, turn = 31)
        fromPosition(twoPeople(), text).use { table -> assertEquals(text, table.view().positionText) }
        fromPosition(twoPeople(), START.removeSuffix(" 0 1")).use { table ->
            assertEquals(START, table.view().positionText, "the short form means quiet 0, turn 1")
        }
    }

    @Test
    fun `the quiet limit follows the chosen rule`() {
        for ((rule, limit) in listOf(QuietRule.DRAW80 to 80, QuietRule.MORE_PIECES60 to 60, QuietRule.MORE_PIECES40 to 40)) {
            inMemory(twoPeople(Rules(TakingRule.OPTIONAL, rule))).use { table ->
                assertEquals(limit, table.view().quietLimit, rule.toString())
            }
        }
    }

    @Test
    fun `a tap on a movable piece picks it up and shows its targets`() {
        inMemory(twoPeople()).use { table ->
            table.tap(pt("b4"))
            val view = table.view()
            assertEquals(pt("b4"), view.selected)
            assertEquals(setOf(Target(pt("a5"), null), Target(pt("b5"), null), Target(pt("c5"), null)), view.targets.toSet())
            assertEquals(emptyList(), view.movable, "nothing else is offered while a piece is in hand")
            assertEquals(listOf<TableEvent>(TableEvent.PickedUp(pt("b4"))), table.takeEvents())
        }
    }

    @Test
    fun `a second tap puts it down and a tap on another movable piece switches`() {
        inMemory(twoPeople()).use { table ->
            table.tap(pt("b4"))
            table.tap(pt("b4"))
            assertNull(table.view().selected)
            table.tap(pt("c4"))
            table.tap(pt("d4"))
            assertEquals(pt("d4"), table.view().selected)
            assertEquals(
                listOf(
                    TableEvent.PickedUp(pt("b4")), TableEvent.PutDown(pt("b4")),
                    TableEvent.PickedUp(pt("c4")), TableEvent.PutDown(pt("c4")), TableEvent.PickedUp(pt("d4")),
                ),
                table.takeEvents(),
            )
        }
    }

    @Test
    fun `a tap on a target steps, ends the turn and becomes the last turn`() {
        inMemory(twoPeople()).use { table ->
            table.tap(pt("c4"))
            table.tap(pt("c5"))
            val step = Hop(pt("c4"), pt("c5"), null)
            val turn = TurnRecord(Side.RED, byComputer = false, "c4-c5", pts("c4 c5"), listOf(step), emptyList())
            assertEquals(
                listOf(TableEvent.PickedUp(pt("c4")), TableEvent.HopPlayed(step), TableEvent.TurnPlayed(turn, shownHops = 1)),
                table.takeEvents(),
            )
            val view = table.view()
            assertEquals(Side.WHITE, view.sideToMove)
            assertEquals(listOf(turn), view.moves)
            assertEquals(turn, view.lastTurn)
            assertEquals(Cell.EMPTY, view.cellAt("c4"))
            assertEquals(Cell.RED, view.cellAt("c5"))
            assertEquals(1, view.quietCount)
            assertEquals(2, view.turnNumber)
            assertTrue(view.canUndo)
            assertTrue(view.resumable)
            assertNull(view.selected)
        }
    }

    @Test
    fun `targets name the piece a take removes`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tap(pt("c4"))
            val expected = setOf(Target(pt("b4"), null), Target(pt("c3"), null), Target(pt("d4"), null), Target(pt("c6"), pt("c5")))
            assertEquals(expected, table.view().targets.toSet())
        }
    }

    @Test
    fun `a take that can go on keeps the run open with its next takes`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tap(pt("c4"))
            table.tap(pt("c6"))
            val view = table.view()
            val run = assertNotNull(view.run)
            assertEquals(pts("c4 c6"), run.path)
            assertEquals(pts("c5"), run.taken)
            assertTrue(run.canEnd)
            assertTrue(view.canEndTurn)
            assertEquals(pt("c6"), view.selected)
            assertEquals(listOf(Target(pt("e6"), pt("d6"))), view.targets)
            assertEquals(Side.RED, view.sideToMove, "the turn is not over")
            assertEquals(Cell.EMPTY, view.cellAt("c5"), "a taken piece leaves the board at once")
            assertEquals(Cell.RED, view.cellAt("c6"))
            assertEquals(Cell.EMPTY, view.cellAt("c4"))
            assertEquals(1, view.red.taken, "the rail counts the take at once")
            assertEquals(2, view.white.left)
            assertEquals(emptyList(), view.moves, "a run in progress is not a turn yet")
            assertTrue(view.canHint, "a hint may be asked mid-run: how to carry the run on")
            assertEquals(listOf(TableEvent.PickedUp(pt("c4")), TableEvent.HopPlayed(Hop(pt("c4"), pt("c6"), pt("c5")))), table.takeEvents())
        }
    }

    @Test
    fun `End turn stops a run after a take under optional takes`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tapAll("c4xc6")
            table.takeEvents()
            table.endTurn()
            val turn = TurnRecord(Side.RED, false, "c4xc6", pts("c4 c6"), listOf(Hop(pt("c4"), pt("c6"), pt("c5"))), pts("c5"))
            assertEquals(listOf<TableEvent>(TableEvent.TurnPlayed(turn, shownHops = 1)), table.takeEvents(), "no hop is shown twice")
            val view = table.view()
            assertNull(view.run)
            assertEquals(Side.WHITE, view.sideToMove)
            assertEquals(turn, view.lastTurn)
            assertEquals(SideCount(left = 2, taken = 1), view.red)
            assertEquals(SideCount(left = 2, taken = 0), view.white)
            assertEquals(Cell.WHITE, view.cellAt("d6"), "the untaken piece stays")
            assertEquals(0, view.quietCount, "a take resets the quiet count")
        }
    }

    @Test
    fun `a tap on the running piece is End turn`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tapAll("c4xc6")
            table.tap(pt("c6"))
            assertEquals(listOf("c4xc6"), table.view().history)
            assertEquals(Side.WHITE, table.view().sideToMove)
        }
    }

    @Test
    fun `a run goes on tap by tap and ends by itself when no take is left`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tapAll("c4xc6xe6")
            val view = table.view()
            assertNull(view.run)
            assertEquals(listOf("c4xc6xe6"), view.history)
            val last = assertNotNull(view.lastTurn)
            assertEquals(pts("c4 c6 e6"), last.path)
            assertEquals(pts("c5 d6").sorted(), last.captured.sorted())
            assertEquals(SideCount(left = 2, taken = 2), view.red)
            assertEquals(SideCount(left = 1, taken = 0), view.white)
            val played = table.takeEvents().filterIsInstance<TableEvent.TurnPlayed>().single()
            assertEquals(2, played.shownHops, "both hops were shown as they were tapped")
        }
    }

    @Test
    fun `a run may pass and end on its own start point`() {
        fromPosition(twoPeople(), loopRun).use { table ->
            table.tapAll("c4xc6xe6xe4")
            val during = table.view()
            assertEquals(Cell.EMPTY, during.cellAt("c4"), "the piece has left its start")
            assertEquals(Cell.RED, during.cellAt("e4"))
            assertEquals(listOf(Target(pt("c4"), pt("d4"))), during.targets)
            table.tap(pt("c4"))
            val view = table.view()
            assertNull(view.run)
            assertEquals(listOf("c4xc6xe6xe4xc4"), view.history)
            assertEquals(pts("c4 c6 e6 e4 c4"), assertNotNull(view.lastTurn).path)
            assertEquals(Cell.RED, view.cellAt("c4"))
            assertEquals(SideCount(left = 1, taken = 4), view.red)
        }
    }

    @Test
    fun `with forced takes only pieces that can take are movable`() {
        fromPosition(twoPeople(FORCED_TAKES), runAvailable).use { table ->
            assertEquals(pts("c4"), table.view().movable)
            table.tap(pt("c4"))
            assertEquals(listOf(Target(pt("c6"), pt("c5"))), table.view().targets, "no step while a take is on")
        }
    }

    @Test
    fun `with forced takes a single continuation plays itself, each hop an event`() {
        fromPosition(twoPeople(FORCED_TAKES), runAvailable).use { table ->
            table.tap(pt("c4"))
            table.tap(pt("c6"))
            val events = table.takeEvents()
            assertEquals(
                listOf(Hop(pt("c4"), pt("c6"), pt("c5")), Hop(pt("c6"), pt("e6"), pt("d6"))),
                events.filterIsInstance<TableEvent.HopPlayed>().map { it.hop },
            )
            val played = events.filterIsInstance<TableEvent.TurnPlayed>().single()
            assertEquals("c4xc6xe6", played.turn.notation)
            assertEquals(2, played.shownHops)
            assertEquals(Side.WHITE, table.view().sideToMove)
            assertNull(table.view().run)
        }
    }

    @Test
    fun `with forced takes a loop run plays itself round after the first choice`() {
        fromPosition(twoPeople(FORCED_TAKES), loopRun).use { table ->
            table.tap(pt("c4"))
            assertEquals(setOf(Target(pt("c6"), pt("c5")), Target(pt("e4"), pt("d4"))), table.view().targets.toSet())
            table.tap(pt("e4"))
            val hops = table.takeEvents().filterIsInstance<TableEvent.HopPlayed>().map { it.hop }
            assertEquals(pts("c4 e4 e6 c6 c4"), listOf(hops.first().from) + hops.map { it.to })
            assertEquals(listOf("c4xe4xe6xc6xc4"), table.view().history)
        }
    }

    @Test
    fun `with forced takes a run with a choice cannot be ended`() {
        val twoWays = position(red = "c4 a1", white = "c5 b6 d6 a9")
        fromPosition(twoPeople(FORCED_TAKES), twoWays).use { table ->
            table.tapAll("c4xc6")
            val run = assertNotNull(table.view().run)
            assertFalse(run.canEnd)
            assertFalse(table.view().canEndTurn)
            assertEquals(setOf(Target(pt("a6"), pt("b6")), Target(pt("e6"), pt("d6"))), table.view().targets.toSet())
            table.takeEvents()
            val during = table.view()
            table.endTurn()
            table.tap(pt("c6"))
            assertEquals(listOf(Refusal.RunMustGoOn, Refusal.RunMustGoOn), table.takeEvents().refusals())
            assertEquals(during, table.view(), "the refused End turn changed nothing")
            table.tap(pt("a6"))
            assertEquals(listOf("c4xc6xa6"), table.view().history)
        }
    }

    @Test
    fun `a drag plays where it is dropped, and a drop on its own point keeps it picked up`() {
        inMemory(twoPeople()).use { table ->
            table.dragStart(pt("b4"))
            table.dragDrop(pt("b4"))
            assertEquals(pt("b4"), table.view().selected)
            table.dragCancel()
            assertEquals(pt("b4"), table.view().selected, "a cancelled drag leaves the piece picked up")
            table.dragStart(pt("c4"))
            assertEquals(pt("c4"), table.view().selected, "a drag on another movable piece picks that one up")
            table.dragDrop(pt("c5"))
            assertEquals(listOf("c4-c5"), table.view().history)
            val events = table.takeEvents()
            assertEquals(listOf(pt("b4"), pt("c4")), events.filterIsInstance<TableEvent.PickedUp>().map { it.point })
            assertEquals("c4-c5", events.filterIsInstance<TableEvent.TurnPlayed>().single().turn.notation)
        }
    }

    /** Switching pieces by a drag puts the one in hand down, as a tap does (haptics play both). */
    @Test
    fun `a drag onto another piece puts the first one down, as a tap does`() {
        inMemory(twoPeople()).use { table ->
            table.tap(pt("b4"))
            table.dragStart(pt("c4"))
            assertEquals(listOf(TableEvent.PickedUp(pt("b4")), TableEvent.PutDown(pt("b4")), TableEvent.PickedUp(pt("c4"))), table.takeEvents())
        }
    }

    @Test
    fun `a drag during a run moves only the running piece`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tapAll("c4xc6")
            table.takeEvents()
            table.dragStart(pt("a1"))
            assertEquals(listOf<Refusal>(Refusal.NotTheRunningPiece), table.takeEvents().refusals())
            table.dragStart(pt("c6"))
            table.dragDrop(pt("e6"))
            assertEquals(listOf("c4xc6xe6"), table.view().history)
        }
    }

    @Test
    fun `the board turns for White between two people only with board turning on`() {
        inMemory(twoPeople().copy(turnBoard = true)).use { table ->
            assertFalse(table.view().boardFlipped)
            table.tapTurn("c4-c5")
            assertTrue(table.view().boardFlipped)
        }
        inMemory(twoPeople()).use { table ->
            table.tapTurn("c4-c5")
            assertFalse(table.view().boardFlipped)
        }
    }

    @Test
    fun `an earlier position can be reviewed and the live one comes back`() {
        inMemory(twoPeople()).use { table ->
            table.tapAll("c4-c5", "d6-d5")
            table.reviewTo(0)
            val review = table.view()
            assertEquals(START, review.positionText)
            assertEquals(2, assertNotNull(review.review).played)
            assertEquals(0, review.review?.index)
            assertEquals(emptyList(), review.movable)
            table.reviewStep(1)
            assertEquals(1, table.view().review?.index)
            assertEquals(Side.WHITE, table.view().sideToMove, "the position shown has White to move")
            table.reviewLive()
            assertNull(table.view().review)
            assertEquals(2, table.view().moves.size)
            assertEquals(3, table.view().turnNumber)
        }
    }
}
