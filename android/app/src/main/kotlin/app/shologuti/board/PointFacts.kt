package app.shologuti.board

import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import app.shologuti.core.TableView

/**
 * What a screen reader says about one point, before the screen puts it into
 * words: "c4, red piece, can take on c6".
 */
data class PointFacts(
    val name: String,
    val cell: Cell,
    /** This piece is picked up. */
    val pickedUp: Boolean,
    /** A piece the person may pick up now. */
    val canMove: Boolean,
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
            name = layout.points[point].name, cell = cells[point], pickedUp = false, canMove = false, stepsTo = emptyList(), takesTo = emptyList(),
            isStepTarget = false, removes = null, movedLast = false, takenLast = false,
        )

        /** The facts for [point] in the table's [view]: the picked-up piece's targets come from the core. */
        fun of(view: TableView, layout: BoardLayout, point: Int): PointFacts {
            fun name(index: Int) = layout.points[index].name
            val own = if (view.selected == point) view.targets else emptyList()
            val asTarget = view.targets.firstOrNull { it.to == point }
            val last = view.lastTurn
            return PointFacts(
                name = name(point),
                cell = view.cells[point],
                pickedUp = view.selected == point,
                canMove = view.selected == null && point in view.movable,
                stepsTo = own.filter { it.taken == null }.map { name(it.to) },
                takesTo = own.filter { it.taken != null }.map { name(it.to) },
                isStepTarget = asTarget != null && asTarget.taken == null,
                removes = asTarget?.taken?.let(::name),
                movedLast = last?.path?.lastOrNull() == point,
                takenLast = last?.captured?.contains(point) == true,
            )
        }
    }
}
