package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The shell stays a shell: the flow of the game lives in the core's table,
 * so what is left in Kotlin is drawing, gestures and the platform. The board's
 * geometry stays plain Kotlin (its JVM tests depend on it); the painter draws
 * on an Android Canvas.
 */
class PlainKotlinTest {
    private val sources = File(System.getProperty("shologuti.res.dir")).resolve("../kotlin/app/shologuti").normalize()

    private fun kotlin(dir: File) = dir.walkTopDown().filter { it.extension == "kt" }.toList()

    private fun importsAndroid(file: File) = file.readLines().any { it.startsWith("import android.") || it.startsWith("import app.shologuti.R") }

    @Test
    fun `the board's geometry, scene and facts import nothing from Android (the painter aside)`() {
        val plain = kotlin(sources.resolve("board")).filter { it.name != "BoardPainter.kt" }
        assertTrue(plain.size >= 4, "found ${plain.size} files under $sources")
        assertEquals(emptyList<File>(), plain.filter(::importsAndroid))
    }

    @Test
    fun `at most 300 lines of Kotlin outside the board import nothing from Android - the flow is the table's`() {
        val all = kotlin(sources)
        assertTrue(all.size >= 10, "found ${all.size} files under $sources")
        val logic = all.filter { !it.startsWith(sources.resolve("board")) && !importsAndroid(it) }
        val lines = logic.sumOf { it.readLines().size }
        println("Kotlin outside board/ importing nothing from android.*: $lines lines in ${logic.map { it.name }}")
        assertTrue(lines <= 300, "$lines lines in ${logic.map { it.name }}")
    }
}
