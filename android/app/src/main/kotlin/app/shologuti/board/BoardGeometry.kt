package app.shologuti.board

import app.shologuti.core.BoardLayout
import kotlin.math.hypot
import kotlin.math.min

/** Which way the board is drawn. */
data class BoardOrientation(
    /** Rows run left to right (landscape and wide screens), Red's end on the left. */
    val sideways: Boolean,
    /** Turned half a circle, so White's end is nearest the player. */
    val flipped: Boolean,
)

/** A point on the screen, in pixels. */
data class ScreenPoint(val x: Float, val y: Float)

/** A rectangle on the screen, in pixels. */
data class ScreenRect(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width: Float get() = right - left
    val height: Float get() = bottom - top
}

/**
 * Places the core's [BoardLayout] in a [width] x [height] area: the board as
 * large as fits, centred, with room around it for pieces at the edge.
 *
 * Layout coordinates are columns (x, 0 to 4) and rows from Red's end (y, 0 to
 * 8); the screen's y grows downwards, so Red's end is at the bottom when
 * upright. Nothing here is Android: the same sums serve drawing, touch and tests.
 */
class BoardGeometry(
    private val layout: BoardLayout,
    width: Float,
    height: Float,
    val orientation: BoardOrientation,
) {
    private val minX = layout.points.minOf { it.x }
    private val maxX = layout.points.maxOf { it.x }
    private val minY = layout.points.minOf { it.y }
    private val maxY = layout.points.maxOf { it.y }
    private val midX = (minX + maxX) / 2
    private val midY = (minY + maxY) / 2

    /** Pixels between neighbouring points: the scale of everything drawn. */
    val unit: Float
    private val centreX = width / 2
    private val centreY = height / 2

    init {
        val across = maxX - minX + 2 * MARGIN
        val along = maxY - minY + 2 * MARGIN
        unit = if (orientation.sideways) min(width / along, height / across) else min(width / across, height / along)
    }

    private val centres: List<ScreenPoint> = layout.points.map { toScreen(it.x, it.y) }

    /** Where point [index] is drawn. */
    fun centre(index: Int): ScreenPoint = centres[index]

    /**
     * The board itself: the points and the margin around them. The wood is
     * drawn here only, so a view wider or taller than the board (a tablet,
     * How to play) shows its own background around a framed board.
     */
    val frame: ScreenRect = run {
        val across = (maxX - minX) / 2 + MARGIN
        val along = (maxY - minY) / 2 + MARGIN
        val (halfW, halfH) = if (orientation.sideways) along to across else across to along
        ScreenRect(centreX - halfW * unit, centreY - halfH * unit, centreX + halfW * unit, centreY + halfH * unit)
    }

    /** A piece's radius: a little under half the spacing, so neighbours never touch. */
    val pieceRadius: Float get() = unit * 0.34f

    /**
     * The point under a touch at ([x], [y]), or null. Anything within half a
     * spacing counts, so every point has a target as wide as the gap between
     * points (the board is drawn large enough for that to be a finger's width).
     */
    fun pointAt(x: Float, y: Float): Int? {
        var best: Int? = null
        var bestDistance = unit * TOUCH_REACH
        centres.forEachIndexed { index, c ->
            val d = hypot(c.x - x, c.y - y)
            if (d < bestDistance) {
                best = index
                bestDistance = d
            }
        }
        return best
    }

    /** Layout coordinates to pixels, for drawing in-between positions of a moving piece. */
    fun toScreen(layoutX: Float, layoutY: Float): ScreenPoint {
        var dx = layoutX - midX
        var dy = layoutY - midY
        if (orientation.flipped) {
            dx = -dx
            dy = -dy
        }
        // Upright: columns go right, rows go up. Sideways: turned a quarter clockwise,
        // so rows go right (Red's end on the left) and columns go down.
        return if (orientation.sideways) {
            ScreenPoint(centreX + dy * unit, centreY + dx * unit)
        } else {
            ScreenPoint(centreX + dx * unit, centreY - dy * unit)
        }
    }

    companion object {
        /** Room around the outermost points, in spacings. */
        private const val MARGIN = 0.45f

        /** How far from a point's centre a touch still reaches it, in spacings. */
        private const val TOUCH_REACH = 0.5f

        /** The board's height over its width, margin included, drawn sideways or upright. */
        fun heightPerWidth(layout: BoardLayout, sideways: Boolean): Float {
            val across = layout.points.maxOf { it.x } - layout.points.minOf { it.x } + 2 * MARGIN
            val along = layout.points.maxOf { it.y } - layout.points.minOf { it.y } + 2 * MARGIN
            return if (sideways) across / along else along / across
        }
    }
}
