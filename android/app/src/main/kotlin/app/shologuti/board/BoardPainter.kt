package app.shologuti.board

import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import app.shologuti.core.Target
import app.shologuti.game.Animation
import app.shologuti.game.GameState

/**
 * Draws the board, pieces and marks. Knows nothing of touch or of the rules:
 * the board view says what to draw, and [Sketch] where.
 *
 * Pieces differ in shape as well as colour (Red round with an inner ring,
 * White square), and steps and takes are marked differently (a dot, a ring),
 * so nothing depends on telling colours apart.
 */
class BoardPainter(private val palette: BoardPalette) {

    /**
     * Everything on the board for [state]: mid-animation when [progress] is
     * given, with the picked-up piece under the finger at [drag].
     */
    fun draw(
        sketch: Sketch,
        layout: BoardLayout,
        geometry: BoardGeometry,
        state: GameState,
        progress: HopProgress? = null,
        drag: ScreenPoint? = null,
    ) {
        drawBoard(sketch, layout, geometry)
        if (progress != null) {
            drawHop(sketch, layout, geometry, progress)
            return
        }
        val view = state.view
        view.lastTurn?.let { drawLastTurn(sketch, it.path, it.taken, geometry) }
        view.run?.let { drawLastTurn(sketch, it.path, it.taken, geometry) }
        val hintHops = state.hint?.hops.orEmpty()
        if (hintHops.isNotEmpty()) drawHint(sketch, listOf(hintHops.first().from) + hintHops.map { it.to }, geometry)
        val selected = state.selected
        if (selected != null) drawTargets(sketch, selected, state.targets, geometry)
        view.cells.forEachIndexed { index, cell ->
            if (drag != null && index == selected) return@forEachIndexed
            drawPiece(sketch, cell, geometry.centre(index), geometry, lifted = index == selected)
        }
        if (drag != null && selected != null) drawPiece(sketch, view.cells[selected], drag, geometry, lifted = true)
    }

    /** One frame of a move: the pieces as they stand after the hops before, and the mover on its way. */
    private fun drawHop(sketch: Sketch, layout: BoardLayout, geometry: BoardGeometry, progress: HopProgress) {
        val hop = progress.animation.hops[progress.hop]
        val cells = cellsAfterHops(progress.animation.startCells, progress.animation.hops, progress.hop)
        cells.forEachIndexed { index, cell ->
            // The taken piece goes once the mover is half-way over it.
            val hidden = index == hop.from || (index == hop.taken && progress.fraction >= 0.5f)
            if (!hidden) drawPiece(sketch, cell, geometry.centre(index), geometry)
        }
        val from = layout.points[hop.from]
        val to = layout.points[hop.to]
        val f = progress.fraction
        val at = geometry.toScreen(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
        drawPiece(sketch, cells[hop.from], at, geometry, lifted = true)
    }

    private fun drawBoard(sketch: Sketch, layout: BoardLayout, geometry: BoardGeometry) {
        val stroke = Stroke(geometry.unit * 0.04f)
        for (line in layout.lines) sketch.polyline(line.points.map(geometry::centre), palette.line, stroke)
        for (i in layout.points.indices) sketch.circle(geometry.centre(i), geometry.unit * 0.07f, palette.line)
    }

    private fun drawPiece(sketch: Sketch, cell: Cell, at: ScreenPoint, geometry: BoardGeometry, lifted: Boolean = false) {
        if (cell == Cell.EMPTY) return
        val r = geometry.pieceRadius * if (lifted) 1.12f else 1f
        val edge = Stroke(geometry.unit * 0.05f)
        if (lifted) sketch.circle(ScreenPoint(at.x + r * 0.12f, at.y + r * 0.18f), r, palette.shadow)
        if (cell == Cell.RED) {
            sketch.circle(at, r, palette.red)
            sketch.circle(at, r, palette.redEdge, edge)
            sketch.circle(at, r * 0.45f, palette.redEdge, edge)
        } else {
            val half = r * 0.86f
            sketch.roundSquare(at, half, r * 0.25f, palette.white)
            sketch.roundSquare(at, half, r * 0.25f, palette.whiteEdge, edge)
        }
    }

    /** The last turn (or the run so far): its path, the moved piece ringed, each taken point crossed. */
    private fun drawLastTurn(sketch: Sketch, path: List<Int>, taken: List<Int>, geometry: BoardGeometry) {
        if (path.isEmpty()) return
        sketch.polyline(path.map(geometry::centre), palette.last, Stroke(geometry.unit * 0.03f))
        val mark = Stroke(geometry.unit * 0.06f)
        sketch.circle(geometry.centre(path.last()), geometry.pieceRadius * 1.25f, palette.last, mark)
        val arm = geometry.unit * 0.12f
        for (index in taken) {
            val c = geometry.centre(index)
            sketch.polyline(listOf(ScreenPoint(c.x - arm, c.y - arm), ScreenPoint(c.x + arm, c.y + arm)), palette.last, mark)
            sketch.polyline(listOf(ScreenPoint(c.x - arm, c.y + arm), ScreenPoint(c.x + arm, c.y - arm)), palette.last, mark)
        }
    }

    /** Where the picked-up piece may go: a dot for a step, a ring for a take, a dashed circle round its victim. */
    private fun drawTargets(sketch: Sketch, selected: Int, targets: List<Target>, geometry: BoardGeometry) {
        sketch.circle(geometry.centre(selected), geometry.pieceRadius * 1.3f, palette.selected, Stroke(geometry.unit * 0.07f))
        for (target in targets) {
            val c = geometry.centre(target.to)
            val victim = target.taken
            if (victim == null) {
                sketch.circle(c, geometry.unit * 0.15f, palette.step)
            } else {
                sketch.circle(c, geometry.unit * 0.22f, palette.take, Stroke(geometry.unit * 0.08f))
                sketch.circle(geometry.centre(victim), geometry.pieceRadius * 1.28f, palette.take, Stroke(geometry.unit * 0.05f, dashed = true))
            }
        }
    }

    /** The hint's turn: a dashed path from the piece it suggests moving. */
    private fun drawHint(sketch: Sketch, path: List<Int>, geometry: BoardGeometry) {
        if (path.isEmpty()) return
        val stroke = Stroke(geometry.unit * 0.08f, dashed = true)
        sketch.polyline(path.map(geometry::centre), palette.hint, stroke)
        sketch.circle(geometry.centre(path.first()), geometry.pieceRadius * 1.3f, palette.hint, stroke)
    }
}

/** How far an [Animation] has got: hop number [hop], [fraction] (0 to 1) of the way. */
data class HopProgress(val animation: Animation, val hop: Int, val fraction: Float)
