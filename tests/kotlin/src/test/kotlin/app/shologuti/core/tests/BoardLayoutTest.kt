package app.shologuti.core.tests

import app.shologuti.core.Cell
import app.shologuti.core.boardLayout
import app.shologuti.core.coreVersion
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** The geometry the shells draw from: `boardLayout()` against RULES.md. */
class BoardLayoutTest {
    private val layout = boardLayout()

    @Test
    fun `the board has 37 points indexed 0 to 36 with unique chess-style names`() {
        assertEquals((0..36).toList(), layout.points.map { it.index })
        assertEquals(37, layout.points.map { it.name }.toSet().size)
        val expected = listOf("a1", "c1", "e1", "b2", "c2", "d2") +
            (3..7).flatMap { row -> "abcde".map { "$it$row" } } +
            listOf("b8", "c8", "d8", "a9", "c9", "e9")
        assertEquals(expected.sorted(), layout.points.map { it.name }.sorted())
    }

    @Test
    fun `the opening is the rule book's - Red's triangle and two rows, the middle row empty, White's mirror`() {
        val byName = layout.points.associate { it.name to layout.opening[it.index] }
        assertEquals(37, layout.opening.size)
        for ((name, cell) in byName) {
            val row = name[1] - '0'
            val expected = when {
                row < 5 -> Cell.RED
                row > 5 -> Cell.WHITE
                else -> Cell.EMPTY
            }
            assertEquals(expected, cell, name)
        }
        assertEquals(16, layout.opening.count { it == Cell.RED })
    }

    @Test
    fun `each point's coordinates follow its name`() {
        for (point in layout.points) {
            assertEquals((point.name[0] - 'a').toFloat(), point.x, "x of ${point.name}")
            assertEquals((point.name[1] - '1').toFloat(), point.y, "y of ${point.name}")
        }
    }

    @Test
    fun `line counts match the rule book's neighbours`() {
        val lines = layout.points.associate { it.name to it.lineCount }
        for (strong in listOf("c3", "b4", "d4", "c5", "b6", "d6", "c7")) assertEquals(8, lines[strong], strong)
        for (corner in listOf("a1", "e1", "a9", "e9")) assertEquals(2, lines[corner], corner)
        assertEquals(3, lines["c1"])
        assertEquals(4, lines["c2"])
        assertEquals(3, lines["a3"])
        assertEquals(152, lines.values.sum(), "76 links, each counted at both ends")
    }

    @Test
    fun `the drawn lines join exactly the 76 neighbouring pairs`() {
        val links = layout.lines.flatMap { line ->
            line.points.zipWithNext { a, b -> setOf(a, b) }
        }
        assertEquals(76, links.size)
        assertEquals(76, links.toSet().size, "no link drawn twice")
        val degree = links.flatten().groupingBy { it }.eachCount()
        for (point in layout.points) assertEquals(point.lineCount, degree[point.index], point.name)
        assertTrue(setOf(pt("c1"), pt("c2")) in links)
        assertTrue(setOf(pt("b8"), pt("a9")) in links)
        assertTrue(setOf(pt("c5"), pt("d6")) in links)
        assertTrue(setOf(pt("c4"), pt("d5")) !in links, "c4 has no diagonal")
    }

    @Test
    fun `the core reports a version`() {
        assertTrue(coreVersion().matches(Regex("""\d+\.\d+\.\d+.*""")), coreVersion())
    }
}
