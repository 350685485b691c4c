package app.shologuti.ui

import android.view.View
import android.widget.Button
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Side
import app.shologuti.game.GameState
import app.shologuti.game.botLevel
import app.shologuti.game.humanSide
import app.shologuti.storage.StatsStore
import kotlin.math.roundToInt

/**
 * The end of a game, over the board: who won and how, pieces left, taken and
 * lost, turns, the person's record at that level, and Rematch. "Board" hides
 * it to look at the final position.
 */
class ResultPanel(private val root: View, onRematch: () -> Unit, onHome: () -> Unit) {
    private val context = root.context
    private val title: TextView = root.findViewById(R.id.result_title)
    private val reason: TextView = root.findViewById(R.id.result_reason)
    private val figures: TextView = root.findViewById(R.id.result_figures)
    private val record: TextView = root.findViewById(R.id.result_record)
    /** The game whose result is on screen, and the one the player hid to see the board. */
    private var shownFor: String? = null
    private var hiddenFor: String? = null

    init {
        root.findViewById<Button>(R.id.result_rematch).setOnClickListener { onRematch() }
        root.findViewById<Button>(R.id.result_home).setOnClickListener { onHome() }
        root.findViewById<Button>(R.id.result_board).setOnClickListener {
            hiddenFor = shownFor
            root.visibility = View.GONE
        }
    }

    fun show(state: GameState, stats: StatsStore) {
        val summary = state.summary
        if (summary == null || state.animation != null) {
            root.visibility = View.GONE
            return
        }
        shownFor = summary.gameId
        if (hiddenFor == summary.gameId) return
        root.visibility = View.VISIBLE
        val human = summary.config.humanSide()
        title.text = context.outcomeTitle(summary.outcome, human)
        reason.text = context.endReason(summary.outcome, state.view.quietLimit)

        val lines = mutableListOf(
            context.getString(R.string.result_pieces_left, summary.red.left, summary.white.left),
            context.getString(R.string.result_turns, summary.turns),
        )
        if (human != null) {
            val mine = if (human == Side.RED) summary.red else summary.white
            val theirs = if (human == Side.RED) summary.white else summary.red
            lines.add(1, context.getString(R.string.result_taken_lost, mine.taken, theirs.taken))
        }
        figures.text = lines.joinToString("\n")

        val level = summary.config.botLevel()
        if (human != null && level != null) {
            val r = stats.level(level)
            record.visibility = View.VISIBLE
            record.text = context.getString(
                R.string.result_record,
                context.levelName(level),
                r.wins,
                r.losses,
                r.draws,
                (r.winRate * 100).roundToInt(),
            ) + "\n" + context.getString(R.string.result_streak, r.currentStreak, r.bestStreak)
        } else {
            record.visibility = View.GONE
        }
    }
}
