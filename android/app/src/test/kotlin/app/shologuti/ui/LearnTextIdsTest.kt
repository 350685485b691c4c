package app.shologuti.ui

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import java.io.File

/**
 * The lesson and puzzle texts are found through the generated map
 * (LearnStringIds.kt), never by name: R8's resource shrinking keeps only the
 * strings the code names, so a `getIdentifier` lookup could find nothing in a
 * release and fall back to English. Every key of the core's texts resolves to
 * its own string, in the language's words.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "bn")
class LearnTextIdsTest {
    private val context = RuntimeEnvironment.getApplication()
    private val texts = File(System.getProperty("shologuti.learn.texts"))

    private fun tsv(language: String): Map<String, String> =
        File(texts, "texts.$language.tsv").readLines().filter { it.isNotEmpty() }.associate { line ->
            val (key, text) = line.split('\t', limit = 2)
            key to Regex("\\{(\\d+)\\}").replace(text) { "%${it.groupValues[1].toInt() + 1}\$s" }
        }

    @Test
    fun `every key of the core's texts resolves to its own string, in Bengali`() {
        val bengali = tsv("bn")
        assertEquals("the map lists exactly the keys of texts.en.tsv (run scripts/learn-strings.sh)",
            tsv("en").keys, LEARN_STRING_IDS.keys)
        for ((key, text) in bengali) {
            val id = context.learnStringId(key)
            assertNotEquals("$key has a resource", 0, id)
            assertEquals("$key's resource", "learn_" + key.replace('.', '_').replace('-', '_'), context.resources.getResourceEntryName(id))
            assertEquals("$key in Bengali", text, context.resources.getString(id))
        }
    }

    @Test
    fun `a key the app does not know has no resource`() {
        assertEquals(0, context.learnStringId("lesson.no-such-step"))
    }

    @Test
    fun `no app source looks a resource up by name`() {
        val sources = File(System.getProperty("shologuti.gradle.dir"), "app/src/main/kotlin")
        val lookups = sources.walkTopDown().filter { it.extension == "kt" && it.readText().contains("getIdentifier(") }.map { it.name }.toList()
        assertEquals(emptyList<String>(), lookups)
    }
}
