package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.core.Prompt
import app.shologuti.core.englishText
import java.text.NumberFormat

/**
 * The words of a lesson or puzzle [Prompt] in the person's language. A
 * prompt key names a string of `learn_strings.xml` (made from the core's
 * texts by scripts/learn-strings.sh, with the map [LEARN_STRING_IDS]):
 * `learn_` + the key with `.` and `-` as `_`. Its arguments are worded too: a side (`red`, `white`) by its
 * name, a number in the language's digits, and the themes of
 * `puzzle.title` (comma-separated) each by its `puzzle.theme.<theme>`.
 */
fun Context.learnText(prompt: Prompt): String {
    val id = learnStringId(prompt.key)
    if (id == 0) return englishText(prompt) ?: prompt.key
    val args = prompt.args.map { arg -> if (prompt.key == "puzzle.title") themeList(arg) else learnArg(arg) }
    return getString(id, *args.toTypedArray())
}

/** The resource of a prompt key, 0 when the app has none: from the generated
 *  map, never by name (`getIdentifier`), which release shrinking would break. */
fun Context.learnStringId(key: String): Int = LEARN_STRING_IDS[key] ?: 0

private fun Context.learnArg(arg: String): String = when {
    arg == "red" -> getString(R.string.side_red)
    arg == "white" -> getString(R.string.side_white)
    arg.isNotEmpty() && arg.all(Char::isDigit) -> localDigits(arg.toLong())
    else -> arg
}

/** "run,stop-early" → "a run of takes, stop the run early". */
private fun Context.themeList(themes: String): String =
    themes.split(',').filter { it.isNotBlank() }.joinToString(getString(R.string.learn_list_separator)) { theme ->
        learnStringId("puzzle.theme.${theme.trim()}").let { id -> if (id == 0) theme else getString(id) }
    }

/** A number in the digits of the app's language (Bengali ৩, Nepali ३, Hindi 3 as its strings write it). */
fun Context.localDigits(number: Long): String =
    NumberFormat.getIntegerInstance(resources.configuration.locales[0]).apply { isGroupingUsed = false }.format(number)
