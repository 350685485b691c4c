package app.shologuti.ui

import android.view.View
import android.widget.Button
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
 */
class ResultPanel(
    private val root: View,
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
        if (summary == null || !settled) {
            root.visibility = View.GONE
            return
        }
        shownFor = summary.gameId
        if (hiddenFor == summary.gameId) return
        root.visibility = View.VISIBLE
        review.visibility = if (view.canAnalyse) View.VISIBLE else View.GONE
        val person = view.personSide
        title.text = context.outcomeTitle(summary.outcome, person)
        reason.text = context.endReason(summary.outcome, view.quietLimit, person)

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
