package app.shologuti.core.tests

import app.shologuti.core.Awaiting
import app.shologuti.core.CancelToken
import app.shologuti.core.EndReason
import app.shologuti.core.GameSession
import app.shologuti.core.GameView
import app.shologuti.core.Hop
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.TakingRule
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** Whole games played through the API until they end, and the end screen's figures. */
class GameToTheEndTest {
    @Test
    fun `two people play a short game to a win by taking the last pieces`() {
        // Red: c3, a1. White: c7, d6. White walks into a double take.
        val start = position(red = "c3 a1", white = "c7 d6")
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            game.playHop(pt("c3"), pt("c4"))
            game.playHop(pt("c7"), pt("c6"))
            game.playNotation("a1-b2")
            game.playNotation("c6-c5")
            assertEquals(4, game.view().quietCount)
            assertEquals(5, game.view().turnNumber)
            assertNull(game.summary(), "no summary while the game goes on")

            assertEquals(1, game.playHop(pt("c4"), pt("c6")).size)
            assertTrue(assertNotNull(game.view().run).canEnd)
            game.playHop(pt("c6"), pt("e6"))

            val view = game.view()
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), view.outcome)
            assertEquals(Awaiting.NOBODY, view.awaiting)
            assertEquals(listOf("c3-c4", "c7-c6", "a1-b2", "c6-c5", "c4xc6xe6"), view.history)
            assertEquals(position(red = "e6 b2", white = "", toMove = Side.WHITE, quiet = 0, turn = 6), view.positionText)
            assertEquals(SideCount(left = 2, taken = 2), view.red)
            assertEquals(SideCount(left = 0, taken = 0), view.white)
            assertEquals(emptyList(), view.movable)

            val summary = assertNotNull(game.summary())
            assertEquals(view.outcome, summary.outcome)
            assertEquals(view.red, summary.red)
            assertEquals(view.white, summary.white)
            assertEquals(5, summary.turns)
            assertEquals(view.history.size, summary.turns)
            assertEquals(twoPlayers(), summary.config)
            assertTrue(summary.gameId.isNotBlank())
        }
    }

    @Test
    fun `shutting in the last piece wins`() {
        // White's only piece on a9 can still take c9 (to e9) until Red covers e9.
        val start = position(red = "b8 c9 c7 d8", white = "a9")
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            game.playNotation("d8-e9")
            val view = game.view()
            assertEquals(Outcome(Side.RED, EndReason.SHUT_IN), view.outcome)
            assertEquals(SideCount(left = 1, taken = 0), view.white)
            assertEquals(1, assertNotNull(game.summary()).turns)
        }
    }

    @Test
    fun `a position whose side to move has no turn is already lost`() {
        val start = position(red = "b8 c9 c7 e9", white = "a9", toMove = Side.WHITE)
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            assertEquals(Outcome(Side.RED, EndReason.SHUT_IN), game.view().outcome)
            assertEquals(Awaiting.NOBODY, game.view().awaiting)
            assertEquals(0, assertNotNull(game.summary()).turns)
        }
    }

    @Test
    fun `every game gets its own id`() {
        val over = position(red = "b8 c9 c7 e9", white = "a9", toMove = Side.WHITE)
        val ids = (1..5).map { GameSession.fromPosition(twoPlayers(), over).use { assertNotNull(it.summary()).gameId } }
        assertEquals(5, ids.toSet().size, ids.toString())
    }

    @Test
    fun `the third repetition of a position is a draw`() {
        val start = position(red = "a1", white = "a9")
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            // The start position stands for the 2nd time after 4 turns, the 3rd after 8.
            repeat(2) { game.playAll("a1-b2", "a9-b8", "b2-a1", "b8-a9") }
            assertEquals(Outcome(null, EndReason.REPETITION), game.view().outcome)
            assertEquals(8, assertNotNull(game.summary()).turns)
        }
    }

    @Test
    fun `the quiet limit with more pieces wins for the side ahead`() {
        val rules = Rules(TakingRule.OPTIONAL, QuietRule.MORE_PIECES40)
        // 39 quiet turns already: the next quiet turn reaches the limit.
        val start = position(red = "a1 e1", white = "a9", quiet = 39, turn = 60)
        GameSession.fromPosition(twoPlayers(rules), start).use { game ->
            game.playNotation("e1-d2")
            assertEquals(Outcome(Side.RED, EndReason.QUIET_LIMIT_MORE_PIECES), game.view().outcome)
        }
    }

    @Test
    fun `the standard quiet limit is a draw`() {
        val start = position(red = "a1 e1", white = "a9", quiet = 79, turn = 100)
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            game.playNotation("e1-d2")
            assertEquals(Outcome(null, EndReason.QUIET_LIMIT), game.view().outcome)
            assertEquals(80, game.view().quietCount)
        }
    }

    @Test
    fun `two computer players play a whole game from the start`() {
        GameSession(computersOnly(Level.EASY, seed = 2024uL)).use { game ->
            assertEquals(Awaiting.COMPUTER, game.view().awaiting)
            val turns = game.playComputersToTheEnd()
            val view = game.view()
            val outcome = assertNotNull(view.outcome)
            assertEquals(Awaiting.NOBODY, view.awaiting)
            assertEquals(turns.map { it.notation }, view.history)
            assertEndFiguresAgree(view, outcome)

            val summary = assertNotNull(game.summary())
            assertEquals(outcome, summary.outcome)
            assertEquals(view.history.size, summary.turns)
            assertEquals(view.red, summary.red)
            assertEquals(view.white, summary.white)
            assertEquals(computersOnly(Level.EASY, seed = 2024uL), summary.config)
        }
    }

    @Test
    fun `a person tapping pieces plays a whole game against the computer hop by hop`() {
        GameSession(vsComputer(human = Side.WHITE, level = Level.EASY, seed = 5uL)).use { game ->
            CancelToken().use { token ->
                var turns = 0
                while (game.view().outcome == null) {
                    check(turns++ < 3000) { "no end: ${game.view().positionText}" }
                    if (game.view().awaiting == Awaiting.COMPUTER) {
                        game.applyBotTurn(game.think(token))
                    } else {
                        playGreedyTurnByTaps(game)
                    }
                }
            }
            val view = game.view()
            assertEndFiguresAgree(view, assertNotNull(view.outcome))
            assertEquals(view.history.size, assertNotNull(game.summary()).turns)
        }
    }

    /**
     * Plays the person's turn as taps: a piece that can take if there is one,
     * then every take on offer until the run ends; otherwise the first step.
     */
    private fun playGreedyTurnByTaps(game: GameSession) {
        val view = game.view()
        assertEquals(Awaiting.HUMAN, view.awaiting)
        assertEquals(Side.WHITE, view.sideToMove)
        val choices = view.movable.associateWith { game.targets(it) }
        assertTrue(choices.values.all { it.isNotEmpty() }, "every movable piece has a target")
        val (from, targets) = choices.entries.firstOrNull { (_, t) -> t.any { it.taken != null } }
            ?: choices.entries.first()
        val target = targets.firstOrNull { it.taken != null } ?: targets.first()
        val historyBefore = view.history.size
        var hops = game.playHop(from, target.to)
        assertEquals(Hop(from, target.to, target.taken), hops.first())
        while (true) {
            val run = game.view().run ?: break
            val next = run.nextTakes.first()
            hops = game.playHop(run.piece, next.to)
            assertEquals(Hop(run.piece, next.to, next.taken), hops.first())
        }
        assertEquals(historyBefore + 1, game.view().history.size, "the taps made one turn")
    }

    @Test
    fun `two computer players under forced takes and the 40-turn rule play to an end`() {
        val rules = Rules(TakingRule.FORCED, QuietRule.MORE_PIECES40)
        GameSession(computersOnly(Level.EASY, Level.MEDIUM, rules = rules, seed = 77uL)).use { game ->
            game.playComputersToTheEnd()
            val view = game.view()
            assertEquals(40, view.quietLimit)
            assertEndFiguresAgree(view, assertNotNull(view.outcome))
            assertTrue(assertNotNull(view.outcome).reason != EndReason.QUIET_LIMIT, "the 40-turn rule has no plain draw")
        }
    }

    @Test
    fun `every bot turn's hops retrace its notation and become the last turn`() {
        GameSession(computersOnly(Level.EASY, seed = 31uL)).use { game ->
            CancelToken().use { token ->
                repeat(40) {
                    if (game.view().outcome != null) return@repeat
                    val mover = game.view().sideToMove
                    val turn = game.think(token)
                    val path = listOf(turn.hops.first().from) + turn.hops.map { it.to }
                    val separator = if (turn.hops.first().taken == null) "-" else "x"
                    assertEquals(turn.notation, path.joinToString(separator) { name(it) })
                    assertTrue(turn.hops.all { (it.taken == null) == (separator == "-") })
                    assertTrue(turn.hops.zipWithNext().all { (a, b) -> a.to == b.from })
                    game.applyBotTurn(turn)
                    val last = assertNotNull(game.view().lastTurn)
                    assertEquals(mover, last.side)
                    assertEquals(turn.notation, last.notation)
                    assertEquals(path, last.path)
                    assertEquals(turn.hops.mapNotNull { it.taken }.sorted(), last.taken.sorted())
                }
            }
        }
    }

    @Test
    fun `the same seed replays the same computer game`() {
        fun play(seed: ULong) = GameSession(computersOnly(Level.EASY, Level.MEDIUM, seed = seed)).use { game ->
            game.playComputersToTheEnd()
            game.view().history to game.view().outcome
        }
        assertEquals(play(8uL), play(8uL))
    }

    /** The counts, the board and the outcome of a finished game tell one story. */
    private fun assertEndFiguresAgree(view: GameView, outcome: Outcome) {
        assertEquals(view.piecesOn(Side.RED), view.red.left)
        assertEquals(view.piecesOn(Side.WHITE), view.white.left)
        assertEquals(16 - view.white.left, view.red.taken)
        assertEquals(16 - view.red.left, view.white.taken)
        when (outcome.reason) {
            EndReason.ALL_TAKEN -> {
                val loser = if (outcome.winner == Side.RED) view.white else view.red
                assertEquals(0, loser.left)
            }
            EndReason.SHUT_IN -> assertNotNull(outcome.winner)
            EndReason.REPETITION, EndReason.QUIET_LIMIT, EndReason.QUIET_LIMIT_EQUAL -> assertNull(outcome.winner)
            EndReason.QUIET_LIMIT_MORE_PIECES -> {
                val (winner, loser) = if (outcome.winner == Side.RED) view.red to view.white else view.white to view.red
                assertTrue(winner.left > loser.left)
            }
            EndReason.RESIGNED -> error("nobody resigned")
        }
    }
}
