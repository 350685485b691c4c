package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * The Play listing's words (fastlane/metadata/android/<locale>/) say what the
 * app is today in every language: ten levels (not the four of an older
 * version), the lessons, the puzzles and the game review; within Play's
 * limits (title 30 characters, short description 80, full description 4000).
 */
class ListingTextTest {
    private val store = File(System.getProperty("shologuti.store.dir"))

    /** The words each language's full description must use: ten levels, lessons, puzzles, review. */
    private val features = mapOf(
        "en-US" to listOf("ten levels", "lessons", "puzzles", "Review"),
        "bn-BD" to listOf("দশটি স্তর", "পাঠ", "ধাঁধা", "পর্যালোচনা"),
        "hi-IN" to listOf("दस स्तर", "पाठ", "पहेलियाँ", "समीक्षा"),
        "ne-NP" to listOf("दस तह", "पाठ", "पहेली", "समीक्षा"),
    )
    private val outdated = listOf("four levels", "চারটি স্তর", "चार स्तर", "चार तह")

    private fun text(locale: String, name: String) = File(store, "$locale/$name.txt").readText().trimEnd('\n')

    @TestFactory
    fun `each full description names ten levels, the lessons, the puzzles and the review`(): List<DynamicTest> =
        features.map { (locale, words) ->
            DynamicTest.dynamicTest(locale) {
                val description = text(locale, "full_description")
                for (word in words) assertTrue(word in description, "$locale's full description does not say \"$word\"")
                for (old in outdated) assertFalse(old in description, "$locale's full description still says \"$old\"")
            }
        }

    @TestFactory
    fun `every text is within Play's limits`(): List<DynamicTest> =
        features.keys.flatMap { locale ->
            listOf("title" to 30, "short_description" to 80, "full_description" to 4000).map { (name, limit) ->
                DynamicTest.dynamicTest("$locale/$name") {
                    val length = text(locale, name).codePointCount(0, text(locale, name).length)
                    assertTrue(length in 1..limit, "$locale/$name.txt has $length characters; Play allows $limit")
                }
            }
        }
}
