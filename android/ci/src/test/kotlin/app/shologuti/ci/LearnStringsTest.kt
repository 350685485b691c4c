package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * The lessons' and puzzles' words in the app are the core's texts
 * (`core/src/learn/texts.<language>.tsv`), made into `learn_strings.xml` by
 * `scripts/learn-strings.sh`: every language's file has exactly one string for
 * every key of its TSV, nothing else, with the TSV's text.
 */
class LearnStringsTest {
    private val res = File(System.getProperty("shologuti.res.dir"))
    private val texts = File(System.getProperty("shologuti.learn.texts"))
    private val languages = listOf("en" to "values", "bn" to "values-bn", "hi" to "values-hi", "ne" to "values-ne")

    /** The TSV's texts as the app must hold them: by resource name, `{0}` written `%1$s`. */
    private fun expected(language: String): Map<String, String> =
        File(texts, "texts.$language.tsv").readLines().filter { it.isNotEmpty() }.associate { line ->
            val (key, text) = line.split('\t', limit = 2)
            resourceName(key) to Regex("\\{(\\d+)\\}").replace(text) { "%${it.groupValues[1].toInt() + 1}\$s" }
        }

    /** The strings of `learn_strings.xml` as Android reads them (aapt2's backslash escapes undone). */
    private fun actual(dir: String): Map<String, String> {
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(res, "$dir/learn_strings.xml"))
        val nodes = doc.getElementsByTagName("string")
        return (0 until nodes.length).map { nodes.item(it) as Element }
            .associate { it.getAttribute("name") to Regex("\\\\(.)").replace(it.textContent) { m -> m.groupValues[1] } }
    }

    @TestFactory
    fun `every language's learn strings are exactly its TSV`(): List<DynamicTest> =
        languages.map { (language, dir) ->
            DynamicTest.dynamicTest(dir) {
                val want = expected(language)
                val have = actual(dir)
                assertEquals(want.keys.sorted(), have.keys.sorted(), "string names in $dir/learn_strings.xml against texts.$language.tsv (run scripts/learn-strings.sh)")
                for ((name, text) in want) assertEquals(text, have[name], "$name in $dir (run scripts/learn-strings.sh)")
            }
        }

    @Test
    fun `every translation has the English keys`() {
        val english = expected("en").keys
        for ((language, _) in languages) assertEquals(english, expected(language).keys, "keys of texts.$language.tsv")
    }

    @Test
    fun `a key becomes its resource name by the app's convention`() {
        assertEquals("learn_lesson_step_1_why", resourceName("lesson.step.1.why"))
        assertEquals("learn_puzzle_theme_stop_early", resourceName("puzzle.theme.stop-early"))
    }

    private fun resourceName(key: String) = "learn_" + key.replace('.', '_').replace('-', '_')
}
