package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.TableView
import java.util.concurrent.Callable
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * One table used from several threads at once: intents, views and events
 * from threads of the test while the runtime's search thread plays.
 */
class ThreadSafetyTest {
    private fun <T> race(threads: Int, task: (Int) -> T): List<T> {
        val pool = Executors.newFixedThreadPool(threads)
        try {
            val ready = CountDownLatch(threads)
            val go = CountDownLatch(1)
            val futures = (0 until threads).map { i ->
                pool.submit(Callable {
                    ready.countDown()
                    go.await()
                    task(i)
                })
            }
            ready.await(10, TimeUnit.SECONDS)
            go.countDown()
            return futures.map { it.get(PATIENCE_MS, TimeUnit.MILLISECONDS) }
        } finally {
            pool.shutdownNow()
        }
    }

    /** A view tells one story: rails, board and move list agree. */
    private fun assertWhole(view: TableView) {
        assertEquals(view.piecesOn(Side.RED), view.red.left, view.positionText)
        assertEquals(view.piecesOn(Side.WHITE), view.white.left, view.positionText)
        assertEquals(view.moves.size + 1, view.turnNumber, view.positionText)
        assertEquals(view.moves.lastOrNull(), view.lastTurn)
    }

    @Test
    fun `of racing taps of the same hop exactly one turn is played`() {
        repeat(20) {
            inMemory(twoPeople()).use { table ->
                table.tap(pt("c4"))
                race(4) { table.tap(pt("c5")) }
                assertEquals(listOf("c4-c5"), table.view().history)
                val events = table.takeEvents()
                assertEquals(1, events.filterIsInstance<TableEvent.TurnPlayed>().size, events.toString())
                assertEquals(3, events.filterIsInstance<TableEvent.Refused>().size, "the three late taps were refused: $events")
            }
        }
    }

    @Test
    fun `views read on other threads during a stream of turns are always whole`() {
        inMemory(twoPeople()).use { table ->
            val turns = listOf("c4-c5", "d6-d5", "c5xe5", "c6-c5", "b4-b5")
            val views = race(3) { worker ->
                if (worker == 0) {
                    turns.forEach { table.tapTurn(it) }
                    emptyList()
                } else {
                    (1..300).map { table.view() }
                }
            }.flatten()
            for (view in views) {
                assertTrue(view.history == turns.take(view.history.size), view.history.toString())
                assertWhole(view)
            }
            assertEquals(turns, table.view().history)
        }
    }

    @Test
    fun `events taken on several threads are each delivered exactly once`() {
        inMemory(againstComputer(human = Side.RED, level = Level.MEDIUM)).use { table ->
            val taken = race(4) { worker ->
                val mine = mutableListOf<TableEvent>()
                if (worker == 0) {
                    repeat(6) {
                        if (table.view().outcome == null) table.playGreedyTurn()
                        table.awaitComputer()
                        mine += table.takeEvents()
                    }
                } else {
                    repeat(500) { mine += table.takeEvents() }
                }
                mine
            }.flatten() + table.takeEvents()
            // The same turn may be played twice in a game (a piece stepping back and
            // forth), so the announcements are compared with the move list as counts.
            val played = taken.filterIsInstance<TableEvent.TurnPlayed>().map { it.turn }
            val moves = table.view().moves
            assertEquals(moves.groupingBy { it }.eachCount(), played.groupingBy { it }.eachCount(), "each turn announced once")
            assertEquals(moves.size, played.size)
        }
    }

    @Test
    fun `intents and views from several threads while the computer plays leave a whole game`() {
        inMemory(againstComputer(human = Side.RED)).use { table ->
            race(4) { worker ->
                when (worker) {
                    0 -> {
                        // Plays on through the other threads' taps: a piece they left in
                        // hand is put down (a run they left open is undone) first.
                        val deadline = System.currentTimeMillis() + PATIENCE_MS
                        while (System.currentTimeMillis() < deadline) {
                            val view = table.awaitComputer()
                            if (view.outcome != null || view.moves.size >= 6) break
                            view.selected?.let { if (view.run == null) table.tap(it) else table.undo() }
                            runCatching { table.playGreedyTurn() }
                        }
                    }
                    1 -> repeat(200) { table.hint(); assertWhole(table.view()) }
                    2 -> repeat(200) { table.tap(pt("b4")); table.takeEvents() }
                    else -> repeat(50) { table.pause(); table.resume(); assertWhole(table.view()) }
                }
            }
            val view = table.awaitComputer()
            assertWhole(view)
            assertTrue(view.outcome != null || view.moves.size >= 6, view.history.toString())
            assertTrue(view.moves.zipWithNext().all { (a, b) -> a.side != b.side }, "sides alternate")
            assertTrue(view.moves.all { it.byComputer == (it.side == Side.WHITE) })
        }
    }
}
