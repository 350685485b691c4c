package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.Hop

/**
 * The board part-way through an animation: [start] with the first [count] of
 * [hops] played (each moves a piece and removes the piece it took). Only for
 * drawing what the core has already decided.
 */
fun cellsAfterHops(start: List<Cell>, hops: List<Hop>, count: Int): List<Cell> {
    val cells = start.toMutableList()
    for (hop in hops.take(count)) {
        cells[hop.to] = cells[hop.from]
        cells[hop.from] = Cell.EMPTY
        hop.taken?.let { cells[it] = Cell.EMPTY }
    }
    return cells
}

/**
 * The board before [hops] were played, from [end] after them: each hop
 * taken back, its piece returned and the piece it took put back (the
 * mover's enemy). For animating a turn played from a position that is no
 * longer on screen (an exercise's solution, played from its start).
 */
fun cellsBeforeHops(end: List<Cell>, hops: List<Hop>): List<Cell> {
    val cells = end.toMutableList()
    for (hop in hops.asReversed()) {
        val mover = cells[hop.to]
        cells[hop.from] = mover
        cells[hop.to] = Cell.EMPTY
        hop.taken?.let { cells[it] = if (mover == Cell.RED) Cell.WHITE else Cell.RED }
    }
    return cells
}
