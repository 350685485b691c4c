package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.core.EndReason
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.Side
import app.shologuti.core.SholoException

/** The words for the core's enums and errors, from the app's string resources. */
fun Context.sideName(side: Side): String =
    getString(if (side == Side.RED) R.string.side_red else R.string.side_white)

fun Context.levelName(level: Level): String = getString(
    when (level) {
        Level.EASY -> R.string.level_easy
        Level.MEDIUM -> R.string.level_medium
        Level.HARD -> R.string.level_hard
        Level.EXPERT -> R.string.level_expert
    },
)

/** "Red wins", "You win!", "Draw": from the person's point of view when there is one. */
fun Context.outcomeTitle(outcome: Outcome, humanSide: Side?): String {
    val winner = outcome.winner ?: return getString(R.string.result_draw)
    return when (humanSide) {
        null -> getString(R.string.result_side_wins, sideName(winner))
        winner -> getString(R.string.result_you_win)
        else -> getString(R.string.result_you_lose)
    }
}

/** How the game ended, e.g. "every piece taken". */
fun Context.endReason(outcome: Outcome, quietLimit: Int): String = when (outcome.reason) {
    EndReason.ALL_TAKEN -> getString(R.string.reason_all_taken)
    EndReason.SHUT_IN -> getString(R.string.reason_shut_in)
    EndReason.REPETITION -> getString(R.string.reason_repetition)
    EndReason.QUIET_LIMIT -> getString(R.string.reason_quiet, quietLimit)
    EndReason.QUIET_LIMIT_MORE_PIECES -> getString(R.string.reason_quiet_more, quietLimit)
    EndReason.QUIET_LIMIT_EQUAL -> getString(R.string.reason_quiet_equal, quietLimit)
    EndReason.RESIGNED -> getString(R.string.reason_resigned)
}

/** A message for a refused call; the core's detail text is for logs, not players. */
fun Context.refusal(error: Exception): String = getString(
    when (error) {
        is SholoException.IllegalMove, is SholoException.BadNotation -> R.string.error_illegal
        is SholoException.NotYourTurn -> R.string.error_not_your_turn
        is SholoException.GameOver -> R.string.error_game_over
        is SholoException.NothingToDo -> R.string.error_nothing_to_do
        is SholoException.DamagedSave, is SholoException.NewerSave -> R.string.save_refused_damaged
        else -> R.string.error_internal
    },
)
