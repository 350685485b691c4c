package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.Hop
import app.shologuti.core.TableView

/**
 * A turn to show moving: [hops], and the core's [boards] between them
 * (`boards[i]` stands before `hops[i]`, the last after the last hop). The
 * shell draws what the core decided; it never re-applies a hop itself.
 */
class HopFrames(val boards: List<List<Cell>>, val hops: List<Hop>) {
    init {
        require(boards.size == hops.size + 1) { "a board before each hop and one after the last" }
    }

    companion object {
        /**
         * The frames for [hops], the hops played since the screen last
         * looked, from [view]: the turn on the board (the run so far, or the
         * last turn) carries its boards (`hopBoards`). Only that turn's own
         * hops move (hops of an earlier turn in the same batch are already
         * behind the boards); null when the hops are not its last ones.
         */
        fun of(view: TableView, hops: List<Hop>): HopFrames? {
            val path = view.run?.path ?: view.lastTurn?.path ?: return null
            val moving = hops.takeLast(path.size - 1)
            if (moving.isEmpty() || view.hopBoards.size != path.size) return null
            val ownPath = path.takeLast(moving.size + 1)
            if (moving.map { it.from } != ownPath.dropLast(1) || moving.map { it.to } != ownPath.drop(1)) return null
            return HopFrames(view.hopBoards.takeLast(moving.size + 1), moving)
        }
    }
}
