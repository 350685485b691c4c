package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.boardLayout
import app.shologuti.testing.Points
import app.shologuti.testing.tableAt
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class PointFactsTest {
    private val layout = boardLayout()
    private val position = "3/3/2w2/5/2w2/2r2/5/3/3 r"

    @Test
    fun `a piece that may move says so, and once picked up says where it steps and where it takes`() {
        tableAt(position).use { table ->
            val before = PointFacts.of(table.view(), layout, Points["c4"])
            assertEquals("c4", before.name)
            assertEquals(Cell.RED, before.cell)
            assertTrue(before.canMove)
            table.tap(Points["c4"])
            val facts = PointFacts.of(table.view(), layout, Points["c4"])
            assertTrue(facts.pickedUp)
            assertFalse(facts.canMove)
            assertEquals(listOf("c6"), facts.takesTo)
            assertEquals(listOf("b4", "c3", "d4"), facts.stepsTo.sorted())
        }
    }

    @Test
    fun `targets of the picked-up piece say what they do, and the last turn is remembered`() {
        tableAt(position).use { table ->
            table.tap(Points["c4"])
            val view = table.view()
            assertEquals("c5", PointFacts.of(view, layout, Points["c6"]).removes)
            assertTrue(PointFacts.of(view, layout, Points["b4"]).isStepTarget)
            table.tap(Points["c6"])
            table.endTurn()
            val after = table.view()
            assertTrue(PointFacts.of(after, layout, Points["c6"]).movedLast)
            assertTrue(PointFacts.of(after, layout, Points["c5"]).takenLast)
        }
    }
}
