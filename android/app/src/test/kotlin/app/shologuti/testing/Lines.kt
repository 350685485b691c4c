package app.shologuti.testing

import app.shologuti.core.GameSession
import app.shologuti.core.TakingRule
import kotlin.random.Random

/** One turn of single hops, as a person would tap them: from, to, from, to... */
data class TappedTurn(val hops: List<Pair<Int, Int>>)

/**
 * A line of play to an interesting position, found by the core itself (seeded
 * random games of two people), so tests can reach it through the app's own
 * taps without anyone hard-coding a position.
 */
object Lines {
    /**
     * Turns from the opening to a position where the side to move has a piece
     * that can both step and take, and whose take can be followed by another
     * take (a run). [takeFrom] and [takeTo] name that first take.
     */
    data class ToRun(val turns: List<TappedTurn>, val takeFrom: Int, val takeTo: Int, val nextTake: Int)

    fun toRun(taking: TakingRule = TakingRule.OPTIONAL): ToRun {
        for (seed in 1..400) {
            val random = Random(seed)
            val game = GameSession(twoPlayerConfig(taking))
            val turns = mutableListOf<TappedTurn>()
            repeat(60) {
                findRun(game)?.let { (from, to, next) -> return ToRun(turns, from, to, next) }
                val view = game.view()
                if (view.outcome != null) return@repeat
                val from = view.movable.random(random)
                val target = game.targets(from).random(random)
                game.playHop(from, target.to)
                val hops = mutableListOf(from to target.to)
                // Single-hop turns keep the line short to tap: end any run at once.
                var run = game.view().run
                while (run != null) {
                    if (run.canEnd) {
                        game.endRun()
                    } else {
                        val next = run.nextTakes.first()
                        game.playHop(run.piece, next.to)
                        hops += run.piece to next.to
                    }
                    run = game.view().run
                }
                turns += TappedTurn(hops)
            }
            game.close()
        }
        error("no line to a run found")
    }

    private fun findRun(game: GameSession): Triple<Int, Int, Int>? {
        val view = game.view()
        if (view.outcome != null || view.run != null) return null
        val saved = game.save()
        for (from in view.movable) {
            val targets = game.targets(from)
            if (targets.none { it.taken == null }) continue
            for (take in targets.filter { it.taken != null }) {
                val trial = GameSession.restore(saved)
                trial.playHop(from, take.to)
                val next = trial.view().run?.nextTakes?.firstOrNull()
                trial.close()
                if (next != null) return Triple(from, take.to, next.to)
            }
        }
        return null
    }
}
