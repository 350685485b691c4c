package app.shologuti.board

/** How a shape's outline is drawn; a shape without one is filled. */
data class Stroke(val width: Float, val dashed: Boolean = false)

/**
 * The few drawing operations the board needs, so [BoardPainter] stays plain
 * Kotlin: the app draws them on an Android Canvas, the tests on a Java image.
 * Colours are ARGB ints.
 */
interface Sketch {
    fun circle(centre: ScreenPoint, radius: Float, colour: Int, stroke: Stroke? = null)

    fun roundSquare(centre: ScreenPoint, half: Float, corner: Float, colour: Int, stroke: Stroke? = null)

    fun polyline(points: List<ScreenPoint>, colour: Int, stroke: Stroke)
}
