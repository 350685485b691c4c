package app.shologuti.core.tests

import app.shologuti.core.EndReason
import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.StatsBook
import java.util.concurrent.Callable
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** Sessions and stats books used from several threads at once, as a UI and its workers do. */
class ThreadSafetyTest {
    private fun <T> race(threads: Int, task: (Int) -> T): List<Result<T>> {
        val pool = Executors.newFixedThreadPool(threads)
        try {
            val ready = CountDownLatch(threads)
            val go = CountDownLatch(1)
            val futures = (0 until threads).map { i ->
                pool.submit(Callable {
                    ready.countDown()
                    go.await()
                    runCatching { task(i) }
                })
            }
            ready.await(10, TimeUnit.SECONDS)
            go.countDown()
            return futures.map { it.get(30, TimeUnit.SECONDS) }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun `of two racing taps of the same hop exactly one is played`() {
        repeat(20) {
            GameSession(twoPlayers()).use { game ->
                val results = race(4) { game.playHop(pt("c4"), pt("c5")) }
                assertEquals(1, results.count { it.isSuccess }, results.toString())
                assertTrue(results.filter { it.isFailure }.all { it.exceptionOrNull() is SholoException.IllegalMove }, results.toString())
                assertEquals(listOf("c4-c5"), game.view().history)
            }
        }
    }

    @Test
    fun `views read during a stream of turns are always whole positions`() {
        GameSession(twoPlayers()).use { game ->
            val turns = listOf("c4-c5", "d6-d5", "c5xe5", "c6-c5", "b4-b5")
            val results = race(3) { worker ->
                if (worker == 0) {
                    turns.forEach(game::playNotation)
                    emptyList()
                } else {
                    (1..200).map { game.view() }
                }
            }
            val views = results.flatMap { it.getOrThrow() }
            for (view in views) {
                assertTrue(view.history == turns.take(view.history.size), view.history.toString())
                assertEquals(view.piecesOn(Side.RED), view.red.left)
                assertEquals(view.piecesOn(Side.WHITE), view.white.left)
                assertEquals(view.history.size + 1, view.turnNumber)
            }
        }
    }

    @Test
    fun `games recorded from several threads are all counted once`() {
        StatsBook().use { book ->
            val config = vsComputer(Side.RED, Level.HARD)
            val results = race(4) { worker ->
                (0 until 25).count { i ->
                    val summary = GameSummary("t$worker-g$i", Outcome(Side.RED, EndReason.ALL_TAKEN), config, SideCount(1, 16), SideCount(0, 15), 30)
                    book.recordGame(summary) && !book.recordGame(summary)
                }
            }
            assertEquals(List(4) { 25 }, results.map { it.getOrThrow() })
            val hard = book.levelRecord(Level.HARD)
            assertEquals(100, hard.wins)
            assertEquals(100, hard.currentStreak)
        }
    }
}
