package app.shologuti.testing

import app.shologuti.core.GameConfig
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.TakingRule
import app.shologuti.core.boardLayout
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.Executor
import java.util.concurrent.TimeUnit

/** Point indices by name ("c4"), from the core's layout. */
object Points {
    private val byName = boardLayout().points.associate { it.name to it.index }

    operator fun get(name: String): Int = byName.getValue(name)

    fun name(index: Int): String = byName.entries.first { it.value == index }.key
}

/** A two-player game (nobody's bot gets in the way) with the given taking rule. */
fun twoPlayerConfig(taking: TakingRule = TakingRule.OPTIONAL, seed: ULong = 7u) =
    GameConfig(Player.Human, Player.Human, Rules(taking, QuietRule.DRAW80), seed)

/**
 * Stands in for the Android main thread: work posted here runs only when the
 * test says so, as a Looper would run it later.
 */
class MainQueue : Executor {
    private val queue = ConcurrentLinkedQueue<Runnable>()

    override fun execute(command: Runnable) {
        queue.add(command)
    }

    fun runPending() {
        while (true) (queue.poll() ?: return).run()
    }

    /** Runs posted work until [done] holds, waiting for background threads to post more. */
    fun runUntil(timeoutSeconds: Long = 60, done: () -> Boolean) {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds)
        while (!done()) {
            check(System.nanoTime() < deadline) { "timed out waiting on the main queue" }
            val next = queue.poll()
            if (next == null) Thread.sleep(5) else next.run()
        }
    }
}

/** Runs work at once on the caller's thread. */
object Immediately : Executor {
    override fun execute(command: Runnable) = command.run()
}
