package app.shologuti.core.tests

import app.shologuti.core.GameSession
import app.shologuti.core.InternalException
import app.shologuti.core.StatsBook
import app.shologuti.core.coreVersion
import app.shologuti.core.debugPanic
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/**
 * A panic inside Rust must reach Kotlin as an exception, never take the app
 * down. `debugPanic` exists only in builds with the `panic-probe` feature.
 */
class PanicTest {
    @Test
    fun `a Rust panic surfaces as InternalException carrying its message`() {
        val error = assertFailsWith<InternalException> { debugPanic("boom") }
        assertTrue(error.message.orEmpty().contains("boom"), "message: ${error.message}")
    }

    @Test
    fun `the library keeps working after a panic`() {
        assertFailsWith<InternalException> { debugPanic("boom") }
        assertTrue(coreVersion().isNotBlank())
        GameSession(twoPlayers()).use { game ->
            game.playNotation("c4-c5")
            assertEquals(listOf("c4-c5"), game.view().history)
        }
        StatsBook().use { assertEquals(4, it.levelRecords().size) }
    }

    @Test
    fun `a session made before a panic is still usable after it`() {
        GameSession(twoPlayers()).use { game ->
            game.playNotation("c4-c5")
            assertFailsWith<InternalException> { debugPanic("boom") }
            game.playNotation("d6-d5")
            assertEquals(listOf("c4-c5", "d6-d5"), game.view().history)
        }
    }

    @Test
    fun `many panics on several threads leave the library working`() {
        val pool = Executors.newFixedThreadPool(4)
        try {
            val results = (1..50).map { i ->
                pool.submit<String> { runCatching { debugPanic("boom $i") }.exceptionOrNull()?.message.orEmpty() }
            }.map { it.get(30, TimeUnit.SECONDS) }
            results.forEachIndexed { i, message -> assertTrue(message.contains("boom ${i + 1}"), message) }
        } finally {
            pool.shutdownNow()
        }
        assertTrue(coreVersion().isNotBlank())
    }
}
