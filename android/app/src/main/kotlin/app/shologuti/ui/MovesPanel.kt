package app.shologuti.ui

import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.ListView
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.GameTable
import app.shologuti.core.TableView

/**
 * The move list over the game: every turn in notation with its side, during
 * and after the game; step back and forward to see any position (read-only,
 * the table's review), and back to the live game. [changed] re-reads the
 * table after each step.
 */
class MovesPanel(private val root: View, private val table: GameTable, private val changed: () -> Unit) {
    private val context = root.context
    private val list: ListView = root.findViewById(R.id.moves_list)
    private val position: TextView = root.findViewById(R.id.review_position)
    private val adapter = ArrayAdapter<String>(context, R.layout.item_move)
    private var lines: List<String> = emptyList()

    val isOpen: Boolean get() = root.visibility == View.VISIBLE

    init {
        list.adapter = adapter
        // Item i is turn i + 1: the position after it is the one before turn i + 1.
        list.onItemClickListener = AdapterView.OnItemClickListener { _, _, index, _ -> act { table.reviewTo(index + 1) } }
        root.findViewById<View>(R.id.review_back).setOnClickListener { act { table.reviewStep(-1) } }
        root.findViewById<View>(R.id.review_forward).setOnClickListener { act { table.reviewStep(1) } }
        root.findViewById<View>(R.id.review_live).setOnClickListener { act { table.reviewLive() } }
        root.findViewById<View>(R.id.moves_close).setOnClickListener { close() }
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

    fun show(view: TableView) {
        val next = view.moves.mapIndexed { i, turn -> "${i + 1}.  ${context.sideName(turn.side)}  ${turn.notation}" }
        if (next != lines) {
            lines = next
            adapter.clear()
            adapter.addAll(next)
        }
        val review = view.review
        position.text = if (review == null) {
            context.getString(R.string.review_live_position)
        } else {
            context.getString(R.string.review_position, review.index, review.played)
        }
        // The turn that led to the position shown is the one marked.
        val marked = (review?.index ?: lines.size) - 1
        list.clearChoices()
        if (marked >= 0) {
            list.setItemChecked(marked, true)
            list.setSelection(marked)
        }
        root.findViewById<View>(R.id.review_back).isEnabled = (review?.index ?: lines.size) > 0
        root.findViewById<View>(R.id.review_forward).isEnabled = review != null
        root.findViewById<View>(R.id.review_live).isEnabled = review != null
    }
}
