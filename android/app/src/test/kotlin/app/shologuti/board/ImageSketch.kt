package app.shologuti.board

import java.awt.BasicStroke
import java.awt.Color
import java.awt.Graphics2D
import java.awt.RenderingHints
import java.awt.geom.Ellipse2D
import java.awt.geom.Path2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage

/** [Sketch] on a Java image, so the tests can draw the board exactly as the app's painter does. */
class ImageSketch(width: Int, height: Int, background: Int) : Sketch {
    val image = BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB)
    private val g: Graphics2D = image.createGraphics().apply {
        setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        color = Color(background, true)
        fillRect(0, 0, width, height)
    }

    override fun circle(centre: ScreenPoint, radius: Float, colour: Int, stroke: Stroke?) {
        draw(Ellipse2D.Float(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius), colour, stroke)
    }

    override fun roundSquare(centre: ScreenPoint, half: Float, corner: Float, colour: Int, stroke: Stroke?) {
        draw(RoundRectangle2D.Float(centre.x - half, centre.y - half, 2 * half, 2 * half, 2 * corner, 2 * corner), colour, stroke)
    }

    override fun polyline(points: List<ScreenPoint>, colour: Int, stroke: Stroke) {
        val path = Path2D.Float()
        points.forEachIndexed { i, p -> if (i == 0) path.moveTo(p.x, p.y) else path.lineTo(p.x, p.y) }
        draw(path, colour, stroke)
    }

    private fun draw(shape: java.awt.Shape, colour: Int, stroke: Stroke?) {
        g.color = Color(colour, true)
        if (stroke == null) {
            g.fill(shape)
        } else {
            val dash = if (stroke.dashed) floatArrayOf(stroke.width * 2.2f, stroke.width * 1.6f) else null
            g.stroke = BasicStroke(stroke.width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, dash, 0f)
            g.draw(shape)
        }
    }

    /** The colour at a pixel, as ARGB. */
    fun at(p: ScreenPoint): Int = image.getRGB(p.x.toInt(), p.y.toInt())
}
