package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.GameTable
import app.shologuti.testing.Points
import app.shologuti.testing.tableAt
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** The frames of a turn come from the core's boards, matched to the hops the screen is shown. */
class HopFramesTest {
    /** Red's b4-b5 lets White take two, a5xc5xe5. */
    private fun tookTwo(): GameTable = tableAt("w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r").apply {
        for (name in listOf("b4", "b5", "a5", "c5", "e5")) tap(Points[name])
    }

    private fun List<Cell>.at(name: String) = this[Points[name]]

    @Test
    fun `a run of two takes moves through the core's boards`() = tookTwo().use { table ->
        val view = table.view()
        val turn = view.lastTurn!!
        assertEquals("a5xc5xe5", turn.notation)
        val frames = HopFrames.of(view, turn.hops)!!
        assertEquals(turn.hops, frames.hops)
        val (before, middle, after) = frames.boards
        assertEquals(listOf(Cell.WHITE, Cell.RED, Cell.EMPTY), listOf(before.at("a5"), before.at("b5"), before.at("c5")))
        assertEquals(listOf(Cell.EMPTY, Cell.EMPTY, Cell.WHITE), listOf(middle.at("a5"), middle.at("b5"), middle.at("c5")))
        assertEquals(listOf(Cell.EMPTY, Cell.EMPTY, Cell.WHITE), listOf(after.at("c5"), after.at("d5"), after.at("e5")))
        assertEquals(view.cells, after)
    }

    @Test
    fun `a hop dragged into place is not replayed - the rest start from its landing`() = tookTwo().use { table ->
        val view = table.view()
        val rest = view.lastTurn!!.hops.drop(1)
        val frames = HopFrames.of(view, rest)!!
        assertEquals(rest, frames.hops)
        assertEquals(view.hopBoards.drop(1), frames.boards)
    }

    @Test
    fun `hops of an earlier turn in the same batch are behind the boards - only the last turn moves`() = tookTwo().use { table ->
        val view = table.view()
        val redStep = view.moves.first().hops
        val frames = HopFrames.of(view, redStep + view.lastTurn!!.hops)!!
        assertEquals(view.lastTurn!!.hops, frames.hops)
    }

    @Test
    fun `hops that are not the turn on the board have no frames`() = tookTwo().use { table ->
        val view = table.view()
        assertNull(HopFrames.of(view, view.moves.first().hops))
        assertNull(HopFrames.of(view, emptyList()))
    }

}
