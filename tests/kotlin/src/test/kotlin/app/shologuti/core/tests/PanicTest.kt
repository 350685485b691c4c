package app.shologuti.core.tests

import app.shologuti.core.GameTable
import app.shologuti.core.InternalException
import app.shologuti.core.Side
import app.shologuti.core.TableListener
import app.shologuti.core.coreVersion
import app.shologuti.core.debugPanic
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/**
 * A panic inside Rust must reach Kotlin as an exception, never take the app
 * down; and an exception thrown by the shell's listener must not take the
 * runtime down either. `debugPanic` exists only in builds with the
 * `panic-probe` feature.
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
        inMemory(twoPeople()).use { table ->
            table.tapTurn("c4-c5")
            assertEquals(listOf("c4-c5"), table.view().history)
        }
    }

    @Test
    fun `a table made before a panic is still usable after it, its search thread too`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            table.tapTurn("c4-c5")
            assertFailsWith<InternalException> { debugPanic("boom") }
            assertEquals(2, table.awaitComputer().moves.size)
            table.playGreedyTurn()
            assertEquals(4, table.awaitComputer().moves.size)
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

    @Test
    fun `a listener that throws does not stop the computer`() {
        val calls = AtomicInteger()
        val throwing = object : TableListener {
            override fun changed() {
                calls.incrementAndGet()
                throw IllegalStateException("the shell's listener failed")
            }
        }
        GameTable.inMemory(againstComputer(human = Side.RED), 7uL, throwing).use { table ->
            table.tapTurn("c4-c5")
            val deadline = System.currentTimeMillis() + PATIENCE_MS
            while (table.view().moves.size < 2 && System.currentTimeMillis() < deadline) Thread.sleep(5)
            assertEquals(2, table.view().moves.size)
            table.playGreedyTurn()
            while (table.view().moves.size < 4 && System.currentTimeMillis() < deadline) Thread.sleep(5)
            assertEquals(4, table.view().moves.size, "the search thread survived the listener's exception")
            assertTrue(calls.get() >= 1)
        }
    }
}
