package app.shologuti.board

import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import app.shologuti.core.Target
import app.shologuti.game.GameState

/**
 * What a screen reader says about one point, before the screen puts it into
 * words: "c4, red piece, can take on c6".
 */
data class PointFacts(
    val name: String,
    val cell: Cell,
    /** This piece is picked up. */
    val pickedUp: Boolean,
    /** For a piece that may move now: where it can step, and where it can land by taking. */
    val stepsTo: List<String>,
    val takesTo: List<String>,
    /** This point is a target of the picked-up piece: a step here, or a take removing [removes]. */
    val isStepTarget: Boolean,
    val removes: String?,
    /** Part of the last turn: the piece that moved, or where a piece was taken. */
    val movedLast: Boolean,
    val takenLast: Boolean,
) {
    companion object {
        /** Only what stands on [point]: for boards that are looked at, not played on. */
        fun plain(layout: BoardLayout, cells: List<Cell>, point: Int) = PointFacts(
            name = layout.points[point].name, cell = cells[point], pickedUp = false, stepsTo = emptyList(), takesTo = emptyList(),
            isStepTarget = false, removes = null, movedLast = false, takenLast = false,
        )

        /**
         * The facts for [point] in [state]; [targetsOf] gives the targets of a
         * piece that is not picked up (the core's answer, never worked out here).
         */
        fun of(state: GameState, layout: BoardLayout, point: Int, targetsOf: (Int) -> List<Target>): PointFacts {
            fun name(index: Int) = layout.points[index].name
            val own = when {
                state.selected == point -> state.targets
                state.acceptsMoves && point in state.view.movable -> targetsOf(point)
                else -> emptyList()
            }
            val asTarget = state.targets.firstOrNull { it.to == point }
            val last = state.view.lastTurn
            return PointFacts(
                name = name(point),
                cell = state.view.cells[point],
                pickedUp = state.selected == point,
                stepsTo = own.filter { it.taken == null }.map { name(it.to) },
                takesTo = own.filter { it.taken != null }.map { name(it.to) },
                isStepTarget = asTarget != null && asTarget.taken == null,
                removes = asTarget?.taken?.let(::name),
                movedLast = last?.path?.lastOrNull() == point,
                takenLast = last?.taken?.contains(point) == true,
            )
        }
    }
}
