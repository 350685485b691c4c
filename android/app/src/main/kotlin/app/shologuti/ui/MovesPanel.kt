package app.shologuti.ui

import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.ListView
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Side

/**
 * The move list over the game: every turn in notation with its side, and
 * step back / forward through the game to look at any position (read-only),
 * then back to the live game. [onReview] gets the number of turns to show,
 * or null for the live position.
 */
class MovesPanel(private val root: View, private val onReview: (Int?) -> Unit) {
    private val context = root.context
    private val list: ListView = root.findViewById(R.id.moves_list)
    private val position: TextView = root.findViewById(R.id.review_position)
    private val adapter = ArrayAdapter<String>(context, android.R.layout.simple_list_item_activated_1)
    private var turns = 0

    /** The turns shown on the board while looking back; null for the live game. */
    var reviewing: Int? = null
        private set

    val isOpen: Boolean get() = root.visibility == View.VISIBLE

    init {
        list.adapter = adapter
        list.onItemClickListener = AdapterView.OnItemClickListener { _, _, index, _ -> review(index + 1) }
        root.findViewById<View>(R.id.review_back).setOnClickListener { review((reviewing ?: turns) - 1) }
        root.findViewById<View>(R.id.review_forward).setOnClickListener { reviewing?.let { review(it + 1) } }
        root.findViewById<View>(R.id.review_live).setOnClickListener { review(null) }
        root.findViewById<View>(R.id.moves_close).setOnClickListener { close() }
    }

    fun open() {
        root.visibility = View.VISIBLE
    }

    fun close() {
        review(null)
        root.visibility = View.GONE
    }

    /** The game's turns in notation, Red's first; [firstSide] moved first. */
    fun show(history: List<String>, firstSide: Side = Side.RED) {
        turns = history.size
        val names = listOf(context.sideName(firstSide), context.sideName(if (firstSide == Side.RED) Side.WHITE else Side.RED))
        adapter.clear()
        adapter.addAll(history.mapIndexed { i, turn -> "${i + 1}.  ${names[i % 2]}  $turn" })
        reviewing?.let { if (it > turns) review(null) }
        showPosition()
    }

    private fun review(count: Int?) {
        val next = count?.coerceIn(0, turns)?.takeIf { it < turns }
        reviewing = next
        showPosition()
        onReview(next)
    }

    private fun showPosition() {
        val shown = reviewing
        position.text = if (shown == null) context.getString(R.string.review_live_position) else context.getString(R.string.review_position, shown, turns)
        list.clearChoices()
        val selected = (shown ?: turns) - 1
        if (selected >= 0) {
            list.setItemChecked(selected, true)
            list.setSelection(selected)
        }
        root.findViewById<View>(R.id.review_forward).isEnabled = shown != null
        root.findViewById<View>(R.id.review_live).isEnabled = shown != null
        root.findViewById<View>(R.id.review_back).isEnabled = (shown ?: turns) > 0
    }
}
