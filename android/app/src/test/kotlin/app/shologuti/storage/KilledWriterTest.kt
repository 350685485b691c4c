package app.shologuti.storage

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.util.concurrent.TimeUnit

/**
 * The real thing: a separate process saving over and over is killed with
 * SIGKILL at a random moment, and the file it was writing is still one whole
 * save, never a mix or a truncation.
 */
class KilledWriterTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun `a process killed while saving leaves a whole save behind`() {
        val target = File(dir, "game.json")
        repeat(3) { round ->
            val writer = ProcessBuilder(
                File(System.getProperty("java.home"), "bin/java").path,
                "-cp",
                classpath(),
                SaveWriterProcess::class.java.name,
                target.path,
            ).redirectErrorStream(true).start()
            // Let it get well into its loop, so the kill lands in the middle of some write.
            val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20)
            while (!target.exists() && System.nanoTime() < deadline) Thread.sleep(10)
            Thread.sleep(150L + 70L * round)
            writer.destroyForcibly().waitFor()

            val saved = AtomicFile(target).read()
            checkNotNull(saved) { "round $round: the file disappeared" }
            assertTrue(SaveWriterProcess.isWhole(saved), "round $round: a partial save of ${saved.length} characters")
        }
    }
}

/**
 * Where the writer's classes live, found from the classes themselves: Maven's
 * and Gradle's test JVMs put them on different class paths.
 */
private fun classpath(): String =
    listOf(AtomicFile::class.java, SaveWriterProcess::class.java, Unit::class.java)
        .map { File(it.protectionDomain.codeSource.location.toURI()).path }
        .distinct()
        .joinToString(File.pathSeparator)

/** The process [KilledWriterTest] kills: writes large saves of one letter each, forever. */
object SaveWriterProcess {
    private const val SIZE = 400_000

    fun isWhole(text: String) = text.length == SIZE && text.all { it == text[0] }

    @JvmStatic
    fun main(args: Array<String>) {
        val file = AtomicFile(File(args[0]))
        var letter = 'a'
        while (true) {
            file.write(letter.toString().repeat(SIZE))
            letter = if (letter == 'z') 'a' else letter + 1
        }
    }
}
