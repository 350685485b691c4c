package app.shologuti.ui

import android.app.Activity
import android.content.Intent
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Level

/** The New game screen's level chips, weakest first, in the order of the core's ladder. */
internal val LEVEL_BUTTONS = listOf(
    R.id.level_learning, R.id.level_easy, R.id.level_casual, R.id.level_steady, R.id.level_medium, R.id.level_keen,
    R.id.level_skilled, R.id.level_hard, R.id.level_strong, R.id.level_expert,
)

/** The same chips for White's bot when watching two bots. */
internal val WHITE_LEVEL_BUTTONS = listOf(
    R.id.white_level_learning, R.id.white_level_easy, R.id.white_level_casual, R.id.white_level_steady,
    R.id.white_level_medium, R.id.white_level_keen, R.id.white_level_skilled, R.id.white_level_hard,
    R.id.white_level_strong, R.id.white_level_expert,
)

/** Each chip with its level: the core lists the levels weakest first, as the chips are. */
internal fun levelButtons(ids: List<Int>): Map<Int, Level> {
    val levels = Level.values().toList()
    check(ids.size == levels.size) { "one chip per level" }
    return ids.zip(levels).toMap()
}

/** Writes each chip's label as its place on the ladder and its name ("3 · Casual"),
 *  so the order reads in every language, whatever the names. */
internal fun Activity.numberLevelChips(ids: List<Int>) {
    for ((id, level) in levelButtons(ids)) {
        findViewById<TextView>(id).text = getString(R.string.level_chip, level.ordinal + 1, levelName(level))
    }
}

private const val EXTRA_LEVEL = "app.shologuti.level"

/** This intent for the New game screen with a game against the computer at `level` chosen ("play at my level"). */
internal fun Intent.withLevel(level: Level): Intent = putExtra(EXTRA_LEVEL, level.name)

/** The level a "play at my level" intent asks for, if any. */
internal fun Intent.askedLevel(): Level? = getStringExtra(EXTRA_LEVEL)?.let { name -> Level.values().firstOrNull { it.name == name } }
