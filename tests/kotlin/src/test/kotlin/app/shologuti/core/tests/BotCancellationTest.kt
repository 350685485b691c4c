package app.shologuti.core.tests

import app.shologuti.core.BotTurn
import app.shologuti.core.CancelToken
import app.shologuti.core.GameSession
import app.shologuti.core.Level
import app.shologuti.core.SholoException
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * The bot searching on a background thread, as the apps run it: cancelled from
 * another thread it stops within a bound, and the UI thread's `view` never
 * waits for it.
 */
class BotCancellationTest {
    /** A crowded middle game (both sides with takes about) so an Expert search has work to do. */
    private val busyMiddleGame = "www/w1w/wwwww/w1ww1/1wr1r/rr1rr/rrr1r/r1r/rrr r 4 9"

    /** Starts `think` on its own thread; the future completes with the turn or the error. */
    private fun thinkInBackground(game: GameSession, token: CancelToken): CompletableFuture<Result<BotTurn>> {
        val future = CompletableFuture<Result<BotTurn>>()
        Thread({ future.complete(runCatching { game.think(token) }) }, "bot-search").apply {
            isDaemon = true
            start()
        }
        return future
    }

    @Test
    fun `an Expert search cancelled from another thread returns promptly`() {
        GameSession.fromPosition(computersOnly(Level.EXPERT), busyMiddleGame).use { game ->
            CancelToken().use { token ->
                val search = thinkInBackground(game, token)
                Thread.sleep(300)
                // Nothing here requires the search to be slow: a fast build may have
                // answered already, and then the cancel has nothing to stop.
                val cancelledAt = System.nanoTime()
                token.cancel()
                val result = search.get(5, TimeUnit.SECONDS)
                val tookMs = (System.nanoTime() - cancelledAt) / 1_000_000
                // A cancel is honoured in well under 20 ms even on a loaded machine;
                // the bound is 50 times that (latency itself is for benchmarks).
                assertTrue(tookMs < 1000, "returned $tookMs ms after cancel")

                result.fold(
                    onSuccess = { turn ->
                        // A search may answer with the best turn it had; it must be a legal one.
                        game.applyBotTurn(turn)
                        assertEquals(listOf(turn.notation), game.view().history)
                    },
                    onFailure = { error ->
                        if (error !is SholoException.Cancelled) fail("expected Cancelled or a turn, got $error", error)
                        assertEquals(emptyList(), game.view().history)
                    },
                )
            }
            // The same session's bot searches again after the interrupted search.
            CancelToken().use { fresh ->
                val turn = game.think(fresh)
                game.applyBotTurn(turn)
                assertEquals(turn.notation, game.view().history.last())
            }
        }
    }

    @Test
    fun `the view answers at once while the bot is searching`() {
        GameSession.fromPosition(computersOnly(Level.EXPERT), busyMiddleGame).use { game ->
            CancelToken().use { token ->
                val before = game.view()
                val search = thinkInBackground(game, token)
                try {
                    Thread.sleep(100)
                    // Whether or not the search is still running (a fast build may be
                    // done), view() answers the position as it was, at once.
                    repeat(10) {
                        val startedAt = System.nanoTime()
                        assertEquals(before, game.view())
                        val tookMs = (System.nanoTime() - startedAt) / 1_000_000
                        assertTrue(tookMs < 300, "view() took $tookMs ms during the search")
                        Thread.sleep(20)
                    }
                } finally {
                    token.cancel()
                    search.get(5, TimeUnit.SECONDS)
                }
            }
        }
    }

    @Test
    fun `a new search after a cancelled one finds a turn`() {
        GameSession(computersOnly(Level.EASY)).use { game ->
            CancelToken().use { cancelled ->
                cancelled.cancel()
                runCatching { game.think(cancelled) }
            }
            CancelToken().use { fresh ->
                assertFalse(fresh.isCancelled())
                val turn = game.think(fresh)
                game.applyBotTurn(turn)
                assertEquals(listOf(turn.notation), game.view().history)
            }
        }
    }
}
