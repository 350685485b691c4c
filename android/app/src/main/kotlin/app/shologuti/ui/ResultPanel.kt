package app.shologuti.ui

import android.view.Gravity
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.FrameLayout
import android.widget.ScrollView
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Side
import app.shologuti.core.RecordView
import app.shologuti.core.TableView
import kotlin.math.roundToInt

/**
 * The end of a game, over the board: who won and how, pieces left, taken and
 * lost, turns, the person's record at that level, and Rematch. "Board" hides
 * it to look at the final position; "Review game" hides it too and asks for
 * the game's review ([onReview]: the move list shows the grades).
 *
 * Upright, the card starts right below [header] (the top bar and the pieces
 * rail) where centring it on the screen would cut through their words: on a
 * phone the card is nearly as tall as the board.
 */
class ResultPanel(
    private val root: View,
    header: View?,
    onRematch: () -> Unit,
    onHome: () -> Unit,
    onReview: () -> Unit,
    private val onHidden: () -> Unit,
) {
    private val context = root.context
    private val title: TextView = root.findViewById(R.id.result_title)
    private val reason: TextView = root.findViewById(R.id.result_reason)
    private val figures: TextView = root.findViewById(R.id.result_figures)
    private val record: TextView = root.findViewById(R.id.result_record)
    private val review: Button = root.findViewById(R.id.result_review)
    /** The game whose result is on screen. */
    private var shownFor: String? = null

    /** The game whose card the player hid to see the board: kept across a rotation by the screen. */
    var hiddenFor: String? = null

    val isShown: Boolean get() = root.visibility == View.VISIBLE

    init {
        root.findViewById<Button>(R.id.result_rematch).setOnClickListener { onRematch() }
        root.findViewById<Button>(R.id.result_home).setOnClickListener { onHome() }
        root.findViewById<Button>(R.id.result_board).setOnClickListener { hide() }
        review.setOnClickListener {
            hide()
            onReview()
        }
        if (header != null) keepBelow(header)
    }

    /** On every layout: the card centred, or, where centred it would cut into [header], right below it. */
    private fun keepBelow(header: View) {
        val card = (root as ViewGroup).getChildAt(0)
        val params = card.layoutParams as FrameLayout.LayoutParams
        val margin = params.topMargin
        root.addOnLayoutChangeListener { _, _, _, _, _, _, _, _, _ ->
            val below = header.bottomIn(root) + margin / 2
            // The whole card, its scrolled part too: a card squeezed below the header must not look as if it fitted.
            val cardHeight = (card as? ScrollView)?.getChildAt(0)?.let { it.height + card.paddingTop + card.paddingBottom } ?: card.height
            val centredTop = root.paddingTop + margin + (root.height - root.paddingTop - root.paddingBottom - 2 * margin - cardHeight) / 2
            val (gravity, top) = if (centredTop >= below) Gravity.CENTER to margin else (Gravity.TOP or Gravity.CENTER_HORIZONTAL) to below - root.paddingTop
            if (params.gravity != gravity || params.topMargin != top) {
                params.gravity = gravity
                params.topMargin = top
                card.layoutParams = params
            }
        }
    }

    /** This view's bottom edge in [ancestor]'s coordinates (both are laid out in one window). */
    private fun View.bottomIn(ancestor: View): Int {
        val mine = IntArray(2).also(::getLocationInWindow)
        val theirs = IntArray(2).also(ancestor::getLocationInWindow)
        return mine[1] - theirs[1] + height
    }

    /** Hides the card for this game ("Board", back); a new game's card shows again. */
    fun hide() {
        hiddenFor = shownFor
        root.visibility = View.GONE
        onHidden()
    }

    /** Shows [view]'s result once the game is over and its last turn has finished moving ([settled]). */
    fun show(view: TableView, settled: Boolean) {
        val summary = view.summary
        val result = view.result
        if (summary == null || result == null || !settled) {
            root.visibility = View.GONE
            return
        }
        shownFor = summary.gameId
        if (hiddenFor == summary.gameId) return
        root.visibility = View.VISIBLE
        review.visibility = if (view.canAnalyse) View.VISIBLE else View.GONE
        val person = view.personSide
        title.text = context.outcomeTitle(result.headline)
        reason.text = context.endReason(summary.outcome, result, view.quietLimit, person)

        val lines = mutableListOf(
            context.getString(R.string.result_pieces_left, summary.red.left, summary.white.left),
            context.resources.getQuantityString(R.plurals.result_turns, summary.turns, summary.turns),
        )
        if (person != null) {
            val mine = if (person == Side.RED) summary.red else summary.white
            val theirs = if (person == Side.RED) summary.white else summary.red
            lines.add(1, context.getString(R.string.result_taken_lost, mine.taken, theirs.taken))
        }
        figures.text = lines.joinToString("\n")

        when (val record = view.record) {
            is RecordView.Level -> {
                val r = record.record
                this.record.visibility = View.VISIBLE
                this.record.text = context.getString(
                    R.string.result_record,
                    context.levelName(r.level),
                    r.wins,
                    r.losses,
                    r.draws,
                    (r.winRate * 100).roundToInt(),
                ) + "\n" + context.getString(R.string.result_streak, r.currentStreak, r.bestStreak)
            }
            is RecordView.TwoPlayers -> {
                this.record.visibility = View.VISIBLE
                this.record.text = context.getString(R.string.record_two_players_line, record.record.redWins, record.record.whiteWins, record.record.draws)
            }
            RecordView.Nobody -> this.record.visibility = View.GONE
        }
    }
}
