package app.shologuti.ui

import android.graphics.Typeface
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.ForegroundColorSpan
import android.text.style.StyleSpan
import android.view.View
import android.view.ViewGroup
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.ListView
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.GameTable
import app.shologuti.core.ReviewGrade
import app.shologuti.core.TableView
import app.shologuti.core.TurnRecord

/**
 * The move list over the game: every turn in notation with its side, during
 * and after the game; step back and forward to see any position (read-only,
 * the table's review), and back to the live game. Once a finished game is
 * reviewed ("Review game", run by the table), each turn carries its grade's
 * mark and, when it was not the best, the engine's best turn. [changed]
 * re-reads the table after each step.
 */
class MovesPanel(private val root: View, private val table: GameTable, private val changed: () -> Unit) {
    private val context = root.context
    private val list: ListView = root.findViewById(R.id.moves_list)
    private val position: TextView = root.findViewById(R.id.review_position)
    private val reviewButton: View = root.findViewById(R.id.moves_review)
    private val reviewStatus: View = root.findViewById(R.id.moves_review_status)
    private val adapter = LineAdapter()
    private var lines: List<Line> = emptyList()

    /** The line marked as the position shown, -1 for none. */
    private var marked = -1

    val isOpen: Boolean get() = root.visibility == View.VISIBLE

    /** One turn as shown, and as TalkBack says it. */
    private data class Line(val shown: CharSequence, val spoken: String) {
        override fun toString() = shown.toString()
    }

    private inner class LineAdapter : ArrayAdapter<Line>(context, R.layout.item_move) {
        override fun getView(index: Int, reused: View?, parent: ViewGroup): View {
            val row = super.getView(index, reused, parent) as TextView
            val line = getItem(index)!!
            row.text = line.shown
            row.contentDescription = line.spoken
            return row
        }
    }

    init {
        list.adapter = adapter
        // Item i is turn i + 1: the position after it is the one before turn i + 1.
        list.onItemClickListener = AdapterView.OnItemClickListener { _, _, index, _ -> act { table.reviewTo(index + 1) } }
        reviewButton.setOnClickListener { act { table.analyse() } }
        root.findViewById<View>(R.id.review_back).setOnClickListener { act { table.reviewStep(-1) } }
        root.findViewById<View>(R.id.review_forward).setOnClickListener { act { table.reviewStep(1) } }
        root.findViewById<View>(R.id.review_live).setOnClickListener { act { table.reviewLive() } }
        root.findViewById<View>(R.id.moves_close).setOnClickListener { close() }
        // The list's height changes when the panel opens or the review's status line comes and goes:
        // the marked line is brought back into view, once the list has its new height.
        list.addOnLayoutChangeListener { _, _, top, _, bottom, _, oldTop, _, oldBottom ->
            if (bottom - top != oldBottom - oldTop) bringMarkedIntoView()
        }
    }

    private fun bringMarkedIntoView() {
        list.post { if (marked >= 0) list.setSelection(marked) }
    }

    fun open() {
        root.visibility = View.VISIBLE
    }

    /** Closes the list and goes back to the live game. */
    fun close() {
        root.visibility = View.GONE
        act { table.reviewLive() }
    }

    private fun act(intent: () -> Unit) {
        intent()
        changed()
    }

    private fun lineOf(number: Int, turn: TurnRecord): Line {
        val side = context.sideName(turn.side)
        val shown = SpannableStringBuilder("$number.  $side  ${turn.notation}")
        val graded = turn.grade ?: return Line(shown, context.getString(R.string.move_spoken, number, side, turn.notation))
        val grade = graded.grade
        if (grade != ReviewGrade.GOOD) {
            val colour = context.getColor(grade.markColour)
            shown.append("  ")
            val at = shown.length
            shown.append(grade.mark)
            shown.setSpan(ForegroundColorSpan(colour), at, shown.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
            shown.setSpan(StyleSpan(Typeface.BOLD), at, shown.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
        val best = graded.best.takeIf { grade != ReviewGrade.GOOD }
        if (best != null) {
            shown.append("  ")
            val at = shown.length
            shown.append(context.getString(R.string.move_best, best))
            shown.setSpan(ForegroundColorSpan(context.getColor(R.color.ink_soft)), at, shown.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
        val words = context.gradeName(grade)
        val spoken = if (best != null) {
            context.getString(R.string.move_spoken_best, number, side, turn.notation, words, best)
        } else {
            context.getString(R.string.move_spoken_graded, number, side, turn.notation, words)
        }
        return Line(shown, spoken)
    }

    fun show(view: TableView) {
        val next = view.moves.mapIndexed { i, turn -> lineOf(i + 1, turn) }
        if (next.map { it.spoken } != lines.map { it.spoken }) {
            lines = next
            adapter.clear()
            adapter.addAll(next)
        }
        reviewButton.visibility = if (view.canAnalyse) View.VISIBLE else View.GONE
        reviewStatus.visibility = if (view.analysing) View.VISIBLE else View.GONE
        val review = view.review
        position.text = if (review == null) {
            context.getString(R.string.review_live_position)
        } else {
            context.getString(R.string.review_position, review.index, review.played)
        }
        // The turn that led to the position shown is the one marked, and brought into view when it changes
        // (not on every refresh, which would undo the person's own scrolling).
        val marked = (review?.index ?: lines.size) - 1
        list.clearChoices()
        if (marked >= 0) list.setItemChecked(marked, true)
        if (marked != this.marked) {
            this.marked = marked
            bringMarkedIntoView()
        }
        root.findViewById<View>(R.id.review_back).isEnabled = (review?.index ?: lines.size) > 0
        root.findViewById<View>(R.id.review_forward).isEnabled = review != null
        root.findViewById<View>(R.id.review_live).isEnabled = review != null
    }
}
