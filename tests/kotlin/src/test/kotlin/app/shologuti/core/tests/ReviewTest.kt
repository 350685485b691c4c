package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Refusal
import app.shologuti.core.ReviewGrade
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** "Review game": the table reviews a finished game off the caller's thread and grades its move list. */
class ReviewTest {
    /** Red's b4-b5 lets White take two; then Red resigns. */
    private fun blunderedAndResigned(): Table {
        val table = fromPosition(twoPeople(), "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r")
        table.tapAll("b4-b5", "a5xc5xe5")
        table.resign()
        table.takeEvents()
        return table
    }

    @Test
    fun `the review arrives through the listener and grades every turn of the move list`() {
        blunderedAndResigned().use { table ->
            val before = table.view()
            assertTrue(before.canAnalyse)
            assertTrue(before.moves.all { it.grade == null })
            table.analyse()
            assertTrue(table.view().analysing)
            table.analyse()
            assertEquals(listOf(Refusal.Analysing), table.takeEvents().refusals())

            val view = table.awaitView("the review") { !it.analysing }
            assertFalse(view.canAnalyse)
            val blunder = assertNotNull(view.moves[0].grade)
            assertEquals(ReviewGrade.BLUNDER, blunder.grade)
            assertNotEquals("b4-b5", assertNotNull(blunder.best))
            assertTrue(blunder.lossPieces > 0.0)
            val take = assertNotNull(view.moves[1].grade)
            assertNull(take.best, "the double take was the best turn")
            assertTrue(TableEvent.GameAnalysed in table.takeEvents())
            // Only the move list carries grades.
            assertNull(view.lastTurn?.grade)
        }
    }

    @Test
    fun `a review is refused while the game is played, and a new game cancels a running one`() {
        inMemory(againstComputer(human = Side.RED, level = Level.EASY)).use { table ->
            table.analyse()
            assertEquals(listOf(Refusal.GameInProgress), table.takeEvents().refusals())
            table.resign()
            table.analyse()
            assertEquals(listOf(Refusal.NothingToAnalyse), table.takeEvents().refusals())
        }
        blunderedAndResigned().use { table ->
            table.analyse()
            table.newGame(againstComputer(human = Side.WHITE))
            val view = table.view()
            assertFalse(view.analysing)
            // The computer opens the new game: the review does not hold it up.
            val opened = table.awaitComputer()
            assertEquals(1, opened.moves.size)
            assertNull(opened.moves[0].grade)
        }
    }
}
