package app.shologuti.board

import app.shologuti.core.boardLayout
import app.shologuti.testing.Points
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.hypot

class BoardGeometryTest {
    private val layout = boardLayout()

    private fun geometry(sideways: Boolean = false, flipped: Boolean = false, w: Float = 1080f, h: Float = 1600f) =
        BoardGeometry(layout, w, h, BoardOrientation(sideways, flipped))

    @Test
    fun `upright, Red's end is at the bottom and column a on the left`() {
        val g = geometry()
        assertTrue(g.centre(Points["c1"]).y > g.centre(Points["c9"]).y)
        assertTrue(g.centre(Points["a5"]).x < g.centre(Points["e5"]).x)
    }

    @Test
    fun `turned half a circle, White's end is at the bottom`() {
        val g = geometry(flipped = true)
        assertTrue(g.centre(Points["c9"]).y > g.centre(Points["c1"]).y)
        assertTrue(g.centre(Points["a5"]).x > g.centre(Points["e5"]).x)
    }

    @Test
    fun `sideways, Red's end is on the left`() {
        val g = geometry(sideways = true, w = 1600f, h = 1080f)
        assertTrue(g.centre(Points["c1"]).x < g.centre(Points["c9"]).x)
    }

    @Test
    fun `the board fits and is centred`() {
        val g = geometry()
        val xs = layout.points.indices.map { g.centre(it).x }
        val ys = layout.points.indices.map { g.centre(it).y }
        assertTrue(xs.min() - g.pieceRadius >= 0 && xs.max() + g.pieceRadius <= 1080)
        assertTrue(ys.min() - g.pieceRadius >= 0 && ys.max() + g.pieceRadius <= 1600)
        assertEquals(540f, (xs.min() + xs.max()) / 2, 0.5f)
        assertEquals(800f, (ys.min() + ys.max()) / 2, 0.5f)
    }

    @Test
    fun `every point is hit at its centre and near it, and only there`() {
        val g = geometry()
        for (i in layout.points.indices) {
            val c = g.centre(i)
            assertEquals(i, g.pointAt(c.x, c.y))
            assertEquals(i, g.pointAt(c.x + g.unit * 0.4f, c.y))
        }
        assertNull(g.pointAt(-500f, -500f))
    }

    @Test
    fun `touch targets do not overlap, points are at least a spacing apart`() {
        val g = geometry()
        for (i in layout.points.indices) for (j in layout.points.indices) if (i < j) {
            val a = g.centre(i)
            val b = g.centre(j)
            assertTrue(hypot(a.x - b.x, a.y - b.y) >= g.unit * 0.99f, "${Points.name(i)} and ${Points.name(j)}")
        }
    }
}
