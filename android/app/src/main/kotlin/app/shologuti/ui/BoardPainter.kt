package app.shologuti.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import app.shologuti.R
import app.shologuti.board.BoardGeometry
import app.shologuti.board.ScreenPoint
import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import app.shologuti.core.Target

/**
 * Draws the board, pieces and marks on a [Canvas]. Knows nothing of touch or
 * of the game's rules: [BoardView] says what to draw.
 *
 * Pieces differ in shape as well as colour (Red round, White square), and
 * steps and takes are marked differently (a dot, a ring), so nothing depends
 * on telling colours apart.
 */
class BoardPainter(private val context: Context) {
    private fun colour(id: Int) = context.getColor(id)

    private val linePaint = stroke(colour(R.color.board_line))
    private val pointPaint = fill(colour(R.color.board_line))
    private val redFill = fill(colour(R.color.piece_red))
    private val redEdge = stroke(colour(R.color.piece_red_edge))
    private val whiteFill = fill(colour(R.color.piece_white))
    private val whiteEdge = stroke(colour(R.color.piece_white_edge))
    private val stepMark = fill(colour(R.color.mark_step))
    private val takeMark = stroke(colour(R.color.mark_take))
    private val victimMark = stroke(colour(R.color.mark_take)).apply { pathEffect = DashPathEffect(floatArrayOf(10f, 8f), 0f) }
    private val selectedMark = stroke(colour(R.color.mark_selected))
    private val lastMark = stroke(colour(R.color.mark_last))
    private val pathMark = stroke(colour(R.color.mark_last))
    private val hintMark = stroke(colour(R.color.mark_hint)).apply { pathEffect = DashPathEffect(floatArrayOf(14f, 10f), 0f) }
    private val shadow = fill(colour(R.color.piece_shadow))

    fun drawBoard(canvas: Canvas, layout: BoardLayout, geometry: BoardGeometry) {
        linePaint.strokeWidth = geometry.unit * 0.04f
        for (line in layout.lines) {
            val path = Path()
            line.points.forEachIndexed { i, index ->
                val c = geometry.centre(index)
                if (i == 0) path.moveTo(c.x, c.y) else path.lineTo(c.x, c.y)
            }
            canvas.drawPath(path, linePaint)
        }
        for (i in layout.points.indices) {
            val c = geometry.centre(i)
            canvas.drawCircle(c.x, c.y, geometry.unit * 0.07f, pointPaint)
        }
    }

    fun drawPiece(canvas: Canvas, cell: Cell, at: ScreenPoint, geometry: BoardGeometry, lifted: Boolean = false) {
        if (cell == Cell.EMPTY) return
        val r = geometry.pieceRadius * if (lifted) 1.12f else 1f
        val edgeWidth = geometry.unit * 0.05f
        if (lifted) canvas.drawCircle(at.x + r * 0.12f, at.y + r * 0.18f, r, shadow)
        if (cell == Cell.RED) {
            redEdge.strokeWidth = edgeWidth
            canvas.drawCircle(at.x, at.y, r, redFill)
            canvas.drawCircle(at.x, at.y, r, redEdge)
            canvas.drawCircle(at.x, at.y, r * 0.45f, redEdge)
        } else {
            whiteEdge.strokeWidth = edgeWidth
            val half = r * 0.86f
            val box = RectF(at.x - half, at.y - half, at.x + half, at.y + half)
            canvas.drawRoundRect(box, r * 0.25f, r * 0.25f, whiteFill)
            canvas.drawRoundRect(box, r * 0.25f, r * 0.25f, whiteEdge)
        }
    }

    /** The last turn: its path, the moved piece ringed, each taken point crossed. */
    fun drawLastTurn(canvas: Canvas, path: List<Int>, taken: List<Int>, geometry: BoardGeometry) {
        if (path.isEmpty()) return
        pathMark.strokeWidth = geometry.unit * 0.03f
        drawPolyline(canvas, path, geometry, pathMark)
        lastMark.strokeWidth = geometry.unit * 0.06f
        val end = geometry.centre(path.last())
        canvas.drawCircle(end.x, end.y, geometry.pieceRadius * 1.25f, lastMark)
        val arm = geometry.unit * 0.12f
        for (index in taken) {
            val c = geometry.centre(index)
            canvas.drawLine(c.x - arm, c.y - arm, c.x + arm, c.y + arm, lastMark)
            canvas.drawLine(c.x - arm, c.y + arm, c.x + arm, c.y - arm, lastMark)
        }
    }

    /** Where the picked-up piece may go: a dot for a step, a ring for a take, a dashed circle round its victim. */
    fun drawTargets(canvas: Canvas, selected: Int, targets: List<Target>, geometry: BoardGeometry) {
        selectedMark.strokeWidth = geometry.unit * 0.07f
        val from = geometry.centre(selected)
        canvas.drawCircle(from.x, from.y, geometry.pieceRadius * 1.3f, selectedMark)
        takeMark.strokeWidth = geometry.unit * 0.08f
        victimMark.strokeWidth = geometry.unit * 0.05f
        for (target in targets) {
            val c = geometry.centre(target.to)
            val victim = target.taken
            if (victim == null) {
                canvas.drawCircle(c.x, c.y, geometry.unit * 0.15f, stepMark)
            } else {
                canvas.drawCircle(c.x, c.y, geometry.unit * 0.22f, takeMark)
                val v = geometry.centre(victim)
                canvas.drawCircle(v.x, v.y, geometry.pieceRadius * 1.28f, victimMark)
            }
        }
    }

    fun drawHint(canvas: Canvas, path: List<Int>, geometry: BoardGeometry) {
        if (path.isEmpty()) return
        hintMark.strokeWidth = geometry.unit * 0.08f
        drawPolyline(canvas, path, geometry, hintMark)
        val start = geometry.centre(path.first())
        canvas.drawCircle(start.x, start.y, geometry.pieceRadius * 1.3f, hintMark)
    }

    private fun drawPolyline(canvas: Canvas, points: List<Int>, geometry: BoardGeometry, paint: Paint) {
        val path = Path()
        points.forEachIndexed { i, index ->
            val c = geometry.centre(index)
            if (i == 0) path.moveTo(c.x, c.y) else path.lineTo(c.x, c.y)
        }
        canvas.drawPath(path, paint)
    }

    private fun fill(colour: Int) = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        color = colour
        style = Paint.Style.FILL
    }

    private fun stroke(colour: Int) = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        color = colour
        style = Paint.Style.STROKE
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }
}
