package app.shologuti.game

import app.shologuti.core.BotTurn
import app.shologuti.core.CancelToken
import java.util.concurrent.Executor

/**
 * Runs one blocking bot search at a time on [background] and hands its answer
 * to [main], the thread that owns the game.
 *
 * A search that was cancelled or replaced never delivers: its token is flipped
 * so the core stops within milliseconds, and its late answer is dropped here.
 */
class BotRunner(private val background: Executor, private val main: Executor) {
    private var current: CancelToken? = null

    val busy: Boolean get() = current != null

    fun start(search: (CancelToken) -> BotTurn, onResult: (Result<BotTurn>) -> Unit) {
        cancel()
        val token = CancelToken()
        current = token
        background.execute {
            val result = try {
                Result.success(search(token))
            } catch (e: Exception) {
                Result.failure(e)
            }
            main.execute {
                val stillWanted = current === token
                if (stillWanted) current = null
                token.close()
                if (stillWanted) onResult(result)
            }
        }
    }

    fun cancel() {
        current?.cancel()
        current = null
    }
}
