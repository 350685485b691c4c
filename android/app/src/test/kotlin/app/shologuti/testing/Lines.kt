package app.shologuti.testing

import app.shologuti.core.GameTable
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import kotlin.random.Random

/** One turn of single hops, as a person would tap them: from, to, from, to... */
data class TappedTurn(val hops: List<Pair<Int, Int>>) {
    /** The points to tap: the piece, then every landing (tapping the running piece again would end the run there). */
    val taps: List<Int> get() = listOf(hops.first().first) + hops.map { it.second }
}

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

    /**
     * A whole game between two people up to the turn that wins it: Red
     * takes all it can, White plays at random, and [winning] is Red's
     * turn that takes White's last pieces. [positionText] is the position
     * before it.
     */
    data class ToWin(val turns: List<TappedTurn>, val winning: TappedTurn, val positionText: String)

    val toWin: ToWin by lazy { searchWin() }

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

    private fun searchWin(): ToWin {
        for (seed in 1..100) {
            val random = Random(seed)
            GameTable.inMemory(twoPlayerSettings(), seed.toULong(), Unheard).use { table ->
                val turns = mutableListOf<TappedTurn>()
                repeat(300) {
                    val view = table.view()
                    if (view.outcome != null) return@use
                    if (view.sideToMove == Side.RED) {
                        val before = view.positionText
                        val turn = playGreedyTurn(table, random)
                        if (table.view().outcome != null) return ToWin(turns, turn, before)
                        turns += turn
                    } else {
                        turns += playRandomTurn(table, random)
                    }
                }
            }
        }
        error("no won game found")
    }

    /** A take and every take after it when there is one, else a random step. */
    private fun playGreedyTurn(table: GameTable, random: Random): TappedTurn {
        val view = table.view()
        val takers = view.movable.filter { from ->
            table.tap(from)
            val takes = table.view().targets.any { it.taken != null }
            table.tap(from)
            takes
        }
        if (takers.isEmpty()) return playRandomTurn(table, random)
        val from = takers.random(random)
        table.tap(from)
        val hops = mutableListOf<Pair<Int, Int>>()
        var piece = from
        while (true) {
            val take = table.view().targets.firstOrNull { it.taken != null } ?: break
            table.tap(take.to)
            hops += piece to take.to
            piece = take.to
            if (table.view().run == null) break
        }
        if (table.view().run != null) table.endTurn()
        return TappedTurn(hops)
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
