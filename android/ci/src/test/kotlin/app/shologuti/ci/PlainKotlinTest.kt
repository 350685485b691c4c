package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The game logic, storage and board geometry stay plain Kotlin (the painter,
 * which draws on an Android Canvas, aside): no Android
 * import may creep into them, or their JVM tests would stop being possible.
 */
class PlainKotlinTest {
    private val sources = File(System.getProperty("shologuti.res.dir")).resolve("../kotlin/app/shologuti").normalize()

    @Test
    fun `game, storage and board import nothing from Android (the board's painter aside)`() {
        val plain = listOf("game", "storage", "board").flatMap { dir ->
            sources.resolve(dir).walkTopDown().filter { it.extension == "kt" && it.name != "BoardPainter.kt" }.toList()
        }
        assertTrue(plain.size >= 4, "found ${plain.size} files under $sources")
        val offenders = plain.filter { file -> file.readLines().any { it.startsWith("import android.") || it.startsWith("import app.shologuti.R") } }
        assertEquals(emptyList<File>(), offenders)
    }
}
