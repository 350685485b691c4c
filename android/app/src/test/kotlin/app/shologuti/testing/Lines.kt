package app.shologuti.testing

import app.shologuti.core.GameTable
import app.shologuti.core.TakingRule
import kotlin.random.Random

/** One turn of single hops, as a person would tap them: from, to, from, to... */
data class TappedTurn(val hops: List<Pair<Int, Int>>)

/**
 * A line of play to an interesting position, found by the core itself (seeded
 * random games of two people on the game table), so tests can reach it
 * through the app's own taps without anyone hard-coding a position.
 */
object Lines {
    /**
     * Turns from the opening to a position where the side to move has a piece
     * that can both step and take, and whose take can be followed by another
     * take (a run): [takeFrom] to [takeTo], then [nextTake].
     */
    data class ToRun(val turns: List<TappedTurn>, val takeFrom: Int, val takeTo: Int, val nextTake: Int)

    private val found = HashMap<TakingRule, ToRun>()

    fun toRun(taking: TakingRule = TakingRule.OPTIONAL): ToRun = found.getOrPut(taking) { search(taking) }

    private fun search(taking: TakingRule): ToRun {
        for (seed in 1..400) {
            val random = Random(seed)
            GameTable.inMemory(twoPlayerSettings(taking), seed.toULong(), Unheard).use { table ->
                val turns = mutableListOf<TappedTurn>()
                repeat(60) {
                    findRun(table, taking)?.let { (from, to, next) -> return ToRun(turns, from, to, next) }
                    if (table.view().outcome != null) return@use
                    turns += playRandomTurn(table, random)
                }
            }
        }
        error("no line to a run found")
    }

    /** A turn of one hop where it can stop there; a run that must go on takes the first take each time. */
    private fun playRandomTurn(table: GameTable, random: Random): TappedTurn {
        val view = table.view()
        val from = view.movable.random(random)
        table.tap(from)
        val to = table.view().targets.random(random).to
        table.tap(to)
        val hops = mutableListOf(from to to)
        var run = table.view().run
        while (run != null) {
            if (run.canEnd) {
                table.endTurn()
            } else {
                val piece = run.path.last()
                val next = table.view().targets.first().to
                table.tap(next)
                hops += piece to next
            }
            run = table.view().run
        }
        return TappedTurn(hops)
    }

    private fun findRun(table: GameTable, taking: TakingRule): Triple<Int, Int, Int>? {
        val view = table.view()
        if (view.outcome != null || view.run != null) return null
        for (from in view.movable) {
            table.tap(from)
            val targets = table.view().targets
            table.tap(from)
            if (taking == TakingRule.OPTIONAL && targets.none { it.taken == null }) continue
            for (take in targets.filter { it.taken != null }) {
                tableAt(view.positionText, taking).use { trial ->
                    trial.tap(from)
                    trial.tap(take.to)
                    val after = trial.view()
                    val next = after.targets.firstOrNull { it.taken != null }
                    if (after.run != null && next != null) return Triple(from, take.to, next.to)
                }
            }
        }
        return null
    }
}
