package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.Hop
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class HopFramesTest {
    @Test
    fun `each hop moves the piece and removes the one it took`() {
        val start = listOf(Cell.RED, Cell.WHITE, Cell.EMPTY, Cell.WHITE, Cell.EMPTY)
        val hops = listOf(Hop(0, 2, 1), Hop(2, 4, 3))
        assertEquals(start, cellsAfterHops(start, hops, 0))
        assertEquals(listOf(Cell.EMPTY, Cell.EMPTY, Cell.RED, Cell.WHITE, Cell.EMPTY), cellsAfterHops(start, hops, 1))
        assertEquals(listOf(Cell.EMPTY, Cell.EMPTY, Cell.EMPTY, Cell.EMPTY, Cell.RED), cellsAfterHops(start, hops, 2))
    }

    @Test
    fun `taking the hops back restores the board they were played on`() {
        val start = listOf(Cell.WHITE, Cell.RED, Cell.EMPTY, Cell.RED, Cell.EMPTY, Cell.RED)
        val hops = listOf(Hop(0, 2, 1), Hop(2, 4, 3))
        val end = cellsAfterHops(start, hops, 2)
        assertEquals(listOf(Cell.EMPTY, Cell.EMPTY, Cell.EMPTY, Cell.EMPTY, Cell.WHITE, Cell.RED), end)
        assertEquals(start, cellsBeforeHops(end, hops))
        assertEquals(end, cellsBeforeHops(end, emptyList()))
    }
}
