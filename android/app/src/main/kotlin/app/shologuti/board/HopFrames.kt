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
