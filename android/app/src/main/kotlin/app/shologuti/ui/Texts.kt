package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.core.EndReason
import app.shologuti.core.FileKind
import app.shologuti.core.Headline
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.Side
import app.shologuti.core.Refusal
import app.shologuti.core.ResultView
import app.shologuti.core.ReviewGrade
import app.shologuti.core.Speed
import app.shologuti.core.TableEvent
import app.shologuti.core.TableView

/** The words for the core's enums and errors, from the app's string resources. */
fun Context.sideName(side: Side): String =
    getString(if (side == Side.RED) R.string.side_red else R.string.side_white)

fun Context.levelName(level: Level): String = getString(
    when (level) {
        Level.LEARNING -> R.string.level_learning
        Level.EASY -> R.string.level_easy
        Level.CASUAL -> R.string.level_casual
        Level.STEADY -> R.string.level_steady
        Level.MEDIUM -> R.string.level_medium
        Level.KEEN -> R.string.level_keen
        Level.SKILLED -> R.string.level_skilled
        Level.HARD -> R.string.level_hard
        Level.STRONG -> R.string.level_strong
        Level.EXPERT -> R.string.level_expert
    },
)

/** "Red wins", "You win!", "Draw": the table's headline, from the person's point of view when there is one. */
fun Context.outcomeTitle(headline: Headline): String = when (headline) {
    Headline.Draw -> getString(R.string.result_draw)
    Headline.YouWin -> getString(R.string.result_you_win)
    Headline.YouLose -> getString(R.string.result_you_lose)
    is Headline.SideWins -> getString(R.string.result_side_wins, sideName(headline.side))
}

/** How the game ended, e.g. "every piece taken"; a resignation says who resigned (the table's [result] loser; "You resigned" for the person). */
fun Context.endReason(outcome: Outcome, result: ResultView, quietLimit: Int, humanSide: Side?): String = when (outcome.reason) {
    EndReason.ALL_TAKEN -> getString(R.string.reason_all_taken)
    EndReason.SHUT_IN -> getString(R.string.reason_shut_in)
    EndReason.REPETITION -> getString(R.string.reason_repetition)
    EndReason.QUIET_LIMIT -> getString(R.string.reason_quiet, quietLimit)
    EndReason.QUIET_LIMIT_MORE_PIECES -> getString(R.string.reason_quiet_more, quietLimit)
    EndReason.QUIET_LIMIT_EQUAL -> getString(R.string.reason_quiet_equal, quietLimit)
    // The side that resigned is the one that lost.
    EndReason.RESIGNED -> when (val resigned = result.loser) {
        null -> getString(R.string.reason_resigned)
        humanSide -> getString(R.string.reason_you_resigned)
        else -> getString(R.string.reason_side_resigned, sideName(resigned))
    }
}

/** Why the table refused a gesture, for a short message; null for refusals a tap explains itself (a tap on nothing). */
fun Context.refusal(reason: Refusal): String? = when (reason) {
    Refusal.ComputerToMove, Refusal.WatchingOnly -> getString(R.string.error_not_your_turn)
    Refusal.GameOver -> getString(R.string.error_game_over)
    Refusal.NothingToUndo -> getString(R.string.error_nothing_to_do)
    Refusal.RunMustGoOn -> getString(R.string.status_run_forced)
    is Refusal.NoSuchHop -> getString(R.string.error_illegal)
    Refusal.NothingToAnalyse -> getString(R.string.error_nothing_to_review)
    else -> null
}

/** A review grade in words, for TalkBack: "mistake". */
fun Context.gradeName(grade: ReviewGrade): String = getString(
    when (grade) {
        ReviewGrade.GOOD -> R.string.grade_good
        ReviewGrade.INACCURACY -> R.string.grade_inaccuracy
        ReviewGrade.MISTAKE -> R.string.grade_mistake
        ReviewGrade.BLUNDER -> R.string.grade_blunder
    },
)

/** The mark the move list shows after a graded turn (none for a good one), as chess players write it. */
val ReviewGrade.mark: String
    get() = when (this) {
        ReviewGrade.GOOD -> ""
        ReviewGrade.INACCURACY -> "?!"
        ReviewGrade.MISTAKE -> "?"
        ReviewGrade.BLUNDER -> "??"
    }

/** The mark's colour resource (day and night palettes). */
val ReviewGrade.markColour: Int
    get() = when (this) {
        ReviewGrade.GOOD -> R.color.ink_soft
        ReviewGrade.INACCURACY -> R.color.grade_inaccuracy
        ReviewGrade.MISTAKE -> R.color.grade_mistake
        ReviewGrade.BLUNDER -> R.color.grade_blunder
    }

/** What to tell the person about the files: set aside, from a newer version, not written. */
fun Context.fileNotice(event: TableEvent): String? = when (event) {
    is TableEvent.FileSetAside -> getString(
        when (event.kind) {
            FileKind.GAME -> R.string.save_refused_damaged
            FileKind.STATS -> R.string.stats_refused
            FileKind.SETTINGS -> R.string.settings_refused
        },
    )
    is TableEvent.FileFromNewerVersion -> getString(R.string.save_refused_newer)
    is TableEvent.SaveFailed -> getString(R.string.error_save_failed)
    else -> null
}

/** A point's name ("c4") from its index. */
fun pointName(index: Int): String = BoardLayouts.layout.points[index].name

/** How long one hop takes on screen. */
val Speed.hopMillis: Long
    get() = when (this) {
        Speed.SLOW -> 550L
        Speed.NORMAL -> 300L
        Speed.FAST -> 130L
    }

/**
 * A turn in words, for the screen and TalkBack: "White: c7 takes c5 and c3",
 * or "Red: c3 to c4" for a step. [path] is the start point then every landing.
 */
fun Context.turnWords(side: Side, path: List<String>, taken: List<String>): String {
    val from = path.firstOrNull() ?: return ""
    return if (taken.isEmpty()) {
        getString(R.string.words_step, sideName(side), from, path.last())
    } else {
        getString(R.string.words_take, sideName(side), from, listInWords(taken))
    }
}

/** "a", "a and b", "a, b and c". */
fun Context.listInWords(items: List<String>): String = when (items.size) {
    0 -> ""
    1 -> items[0]
    else -> getString(R.string.words_and, items.dropLast(1).reduce { a, b -> getString(R.string.words_comma, a, b) }, items.last())
}
