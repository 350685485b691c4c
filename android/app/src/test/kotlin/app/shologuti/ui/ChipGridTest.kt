package app.shologuti.ui

import android.graphics.Rect
import android.view.View
import android.widget.RadioButton
import app.shologuti.R
import app.shologuti.core.Level
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.ceil

/**
 * The ten levels on the New game sheet, each numbered ("3 · Casual"), show
 * whole, in balanced rows (a short last row centred), on the smallest phone at a large font, sideways,
 * and on a tablet; and the grid's arithmetic on its own.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // real fonts: the chips measured as on a phone
@Config(sdk = [34])
class ChipGridTest {
    private val app = AppDriver()

    @Test
    fun `the grid takes the fewest balanced rows that fit, and fills the room`() {
        // One row when everything fits; equal columns when the widest item fits an equal share.
        assertArrayEquals(intArrayOf(34, 33, 33), gridColumnWidths(listOf(30, 20, 25), 100))
        // Ten items of 30 in 160: ten a row need 300, five a row 150: two rows of five columns of 32.
        assertArrayEquals(IntArray(5) { 32 }, gridColumnWidths(List(10) { 30 }, 160))
        // In 140, 5 columns need 150: 4 columns of 35, rows 4 + 4 + 2.
        assertArrayEquals(IntArray(4) { 35 }, gridColumnWidths(List(10) { 30 }, 140))
        // Uneven widths: each column as wide as its widest item, the spare shared out.
        val uneven = gridColumnWidths(listOf(60, 20, 20, 20, 20, 20), 110)
        assertEquals(3, uneven.size) // 6 a row needs 160, 3 a row (60 + 20 + 20) fits
        assertEquals(110, uneven.sum())
        assertTrue("the first column holds the widest item: ${uneven.toList()}", uneven[0] >= 60)
        // Nothing fits: one column, as wide as the room allows or the widest item needs.
        assertArrayEquals(intArrayOf(50), gridColumnWidths(listOf(50, 40), 30))
        assertEquals(0, gridColumnWidths(emptyList(), 100).size)
    }

    @Test
    @Config(fontScale = 1.3f, qualifiers = "w360dp-h640dp-port-xhdpi")
    fun `a small phone at a large font - every level whole, in at most five rows`() = everyLevelWhole(maxRows = 5)

    @Test
    @Config(qualifiers = "w411dp-h891dp-port-xxhdpi")
    fun `a common phone - every level whole, in at most three rows`() = everyLevelWhole(maxRows = 3)

    @Test
    @Config(qualifiers = "w640dp-h360dp-land-xhdpi")
    fun `sideways - every level whole, and Play beside the title`() {
        everyLevelWhole(maxRows = 2)
        val play = app.activity.findViewById<View>(R.id.play)
        assertEquals(R.id.sheet_title_row, (play.parent as View).id)
    }

    @Test
    @Config(qualifiers = "hi-sw800dp-w1280dp-h800dp-land-xhdpi")
    fun `a tablet in Hindi - two rows of five`() = everyLevelWhole(maxRows = 2)

    private fun everyLevelWhole(maxRows: Int) {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        app.click(R.id.opponent_watch) // both level grids shown
        for (ids in listOf(LEVEL_BUTTONS, WHITE_LEVEL_BUTTONS)) {
            val chips = ids.map { app.activity.findViewById<RadioButton>(it) }
            assertEquals(Level.values().size, chips.size)
            val grid = chips.first().parent as ChipGrid
            val rows = chips.map { it.top }.distinct()
            assertTrue("${rows.size} rows", rows.size <= maxRows)
            for (chip in chips) {
                val name = chip.text
                assertTrue("$name is shown", chip.isShown)
                assertTrue("$name lies inside the grid: ${chip.left}..${chip.right} of ${grid.width}", chip.left >= 0 && chip.right <= grid.width)
                val layout = chip.layout
                val across = chip.width - chip.compoundPaddingLeft - chip.compoundPaddingRight
                for (line in 0 until layout.lineCount) {
                    assertTrue("$name: line ${line + 1} is wider than its chip", ceil(layout.getLineMax(line)).toInt() <= across + 1)
                    // A word is never broken: each line ends at a space or the end.
                    val end = layout.getLineEnd(line)
                    assertTrue("$name is broken inside a word", end == name.length || name[end - 1] == ' ')
                }
                assertTrue("$name: ${layout.height} px of text in ${chip.height}", layout.height <= chip.height)
            }
            // A short last row sits centred under the full ones.
            val last = chips.filter { it.top == rows.max() }
            val before = last.minOf { it.left } - chips.minOf { it.left }
            val after = chips.maxOf { it.right } - last.maxOf { it.right }
            assertTrue("the last row is off centre: $before px before it, $after after", kotlin.math.abs(before - after) <= 2)
            // No two chips overlap.
            for ((i, a) in chips.withIndex()) {
                for (b in chips.drop(i + 1)) {
                    val overlap = Rect(a.left, a.top, a.right, a.bottom).intersect(b.left, b.top, b.right, b.bottom)
                    assertTrue("${a.text} and ${b.text} overlap", !overlap)
                }
            }
            // The chosen level is the one the group reports.
            app.activity.findViewById<RadioButton>(ids.last()).performClick()
            assertEquals(ids.last(), grid.checkedRadioButtonId)
            assertTrue(chips.dropLast(1).none { it.isChecked })
        }
    }
}
