package app.shologuti.ui

import android.content.Context
import android.util.AttributeSet
import android.view.View
import android.widget.RadioGroup

/**
 * A [RadioGroup] of chips laid out as a grid, so that a long choice (the
 * ten levels) shows whole: as many columns as the chips' natural widths
 * allow, the rows balanced (ten chips go 5 + 5 or 4 + 4 + 2, never 9 + 1,
 * a short last row centred), and the width left over shared out so every
 * full row ends at the same edge. A
 * single scrolling row hid both ends of the ladder. The chips stay direct
 * children, so the group keeps them exclusive as any radio group does.
 */
class ChipGrid(context: Context, attrs: AttributeSet?) : RadioGroup(context, attrs) {
    private var columnWidths = IntArray(0)
    private var rowHeights = IntArray(0)

    private fun chips(): List<View> = (0 until childCount).map(::getChildAt).filter { it.visibility != View.GONE }

    private fun View.marginsAcross(): Int = (layoutParams as LayoutParams).let { it.leftMargin + it.rightMargin }

    private fun View.marginsDown(): Int = (layoutParams as LayoutParams).let { it.topMargin + it.bottomMargin }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val chips = chips()
        val room = MeasureSpec.getSize(widthMeasureSpec) - paddingLeft - paddingRight
        val unbounded = MeasureSpec.makeMeasureSpec(0, MeasureSpec.UNSPECIFIED)
        for (chip in chips) chip.measure(unbounded, unbounded)
        columnWidths = gridColumnWidths(chips.map { it.measuredWidth + it.marginsAcross() }, room)
        val columns = columnWidths.size.coerceAtLeast(1)
        rowHeights = IntArray((chips.size + columns - 1) / columns)
        // Each chip as wide as its column; then each row as tall as its tallest chip, every chip of it that tall.
        chips.forEachIndexed { i, chip ->
            val width = MeasureSpec.makeMeasureSpec(columnWidths[i % columns] - chip.marginsAcross(), MeasureSpec.EXACTLY)
            chip.measure(width, unbounded)
            rowHeights[i / columns] = maxOf(rowHeights[i / columns], chip.measuredHeight + chip.marginsDown())
        }
        chips.forEachIndexed { i, chip ->
            val height = MeasureSpec.makeMeasureSpec(rowHeights[i / columns] - chip.marginsDown(), MeasureSpec.EXACTLY)
            chip.measure(MeasureSpec.makeMeasureSpec(chip.measuredWidth, MeasureSpec.EXACTLY), height)
        }
        val width = if (MeasureSpec.getMode(widthMeasureSpec) == MeasureSpec.UNSPECIFIED) {
            columnWidths.sum() + paddingLeft + paddingRight
        } else {
            MeasureSpec.getSize(widthMeasureSpec)
        }
        setMeasuredDimension(width, resolveSize(rowHeights.sum() + paddingTop + paddingBottom, heightMeasureSpec))
    }

    override fun onLayout(changed: Boolean, left: Int, top: Int, right: Int, bottom: Int) {
        val chips = chips()
        val columns = columnWidths.size.coerceAtLeast(1)
        val rtl = layoutDirection == View.LAYOUT_DIRECTION_RTL
        // A short last row (4 + 4 + 2) is centred under the full ones.
        val lastRow = (chips.size - 1) / columns
        val lastRowSpare = columnWidths.drop(chips.size - lastRow * columns).sum()
        var rowTop = paddingTop
        var cellStart = 0
        chips.forEachIndexed { i, chip ->
            val column = i % columns
            if (column == 0 && i > 0) rowTop += rowHeights[i / columns - 1]
            if (column == 0) cellStart = if (i / columns == lastRow) lastRowSpare / 2 else 0
            val params = chip.layoutParams as LayoutParams
            val cellLeft = if (rtl) width - paddingRight - cellStart - columnWidths[column] else paddingLeft + cellStart
            val x = cellLeft + params.leftMargin
            val y = rowTop + params.topMargin
            chip.layout(x, y, x + chip.measuredWidth, y + chip.measuredHeight)
            cellStart += columnWidths[column]
        }
    }
}

/**
 * The widths of a grid's columns for items of the given natural [widths]
 * (row after row) in [room]: the fewest rows in which the items fit, each
 * row as full as the others (the columns are the items over the rows,
 * rounded up), every column at least as wide as its widest item, and the
 * room left shared out: equal columns where the widest item fits them,
 * otherwise the same extra on each. One column when nothing else fits;
 * none for no items.
 */
internal fun gridColumnWidths(widths: List<Int>, room: Int): IntArray {
    if (widths.isEmpty()) return IntArray(0)
    for (rows in 1..widths.size) {
        val columns = (widths.size + rows - 1) / rows
        val natural = IntArray(columns) { column -> widths.filterIndexed { i, _ -> i % columns == column }.max() }
        val spare = room - natural.sum()
        if (spare < 0 && columns > 1) continue
        val equal = room / columns
        return if (natural.all { it <= equal }) {
            IntArray(columns) { column -> equal + if (column < room % columns) 1 else 0 }
        } else {
            IntArray(columns) { column -> natural[column] + maxOf(0, spare) / columns + if (column < maxOf(0, spare) % columns) 1 else 0 }
        }
    }
    error("one column always fits")
}
