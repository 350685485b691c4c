package app.shologuti.ui

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import app.shologuti.board.ScreenPoint
import app.shologuti.board.Sketch
import app.shologuti.board.Stroke

/** [Sketch] on an Android [Canvas]; one reusable Paint, since it draws every frame. */
class CanvasSketch : Sketch {
    lateinit var canvas: Canvas

    private val paint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }
    private val path = Path()
    private val box = RectF()
    private val dashes = HashMap<Float, DashPathEffect>()

    override fun circle(centre: ScreenPoint, radius: Float, colour: Int, stroke: Stroke?) {
        canvas.drawCircle(centre.x, centre.y, radius, paint(colour, stroke))
    }

    override fun roundSquare(centre: ScreenPoint, half: Float, corner: Float, colour: Int, stroke: Stroke?) {
        box.set(centre.x - half, centre.y - half, centre.x + half, centre.y + half)
        canvas.drawRoundRect(box, corner, corner, paint(colour, stroke))
    }

    override fun polyline(points: List<ScreenPoint>, colour: Int, stroke: Stroke) {
        path.reset()
        points.forEachIndexed { i, p -> if (i == 0) path.moveTo(p.x, p.y) else path.lineTo(p.x, p.y) }
        canvas.drawPath(path, paint(colour, stroke))
    }

    private fun paint(colour: Int, stroke: Stroke?): Paint = paint.apply {
        color = colour
        style = if (stroke == null) Paint.Style.FILL else Paint.Style.STROKE
        strokeWidth = stroke?.width ?: 0f
        pathEffect = if (stroke?.dashed == true) {
            dashes.getOrPut(stroke.width) { DashPathEffect(floatArrayOf(stroke.width * 2.2f, stroke.width * 1.6f), 0f) }
        } else {
            null
        }
    }
}
