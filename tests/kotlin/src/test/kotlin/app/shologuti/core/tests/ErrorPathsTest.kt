package app.shologuti.core.tests

import app.shologuti.core.CancelToken
import app.shologuti.core.GameSession
import app.shologuti.core.Level
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.core.legalTurns
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.Arguments
import org.junit.jupiter.params.provider.MethodSource
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertTrue

/** Every typed error the API returns on bad input, and that a refusal changes nothing. */
class ErrorPathsTest {
    companion object {
        /** Broken position texts, each with a word its error detail must mention. */
        @JvmStatic
        fun badPositions(): List<Arguments> = listOf(
            Arguments.of("", "empty"),
            Arguments.of("garbage", "fields"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr r", "9 rows"),
            Arguments.of("www/www/wwwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r", "row 7"),
            Arguments.of("www/www/wwxww/wwwww/5/rrrrr/rrrrr/rrr/rrr r", "'x'"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr x", "side"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r q 1", "quiet"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 0", "turn number"),
            Arguments.of("www/www/wwwww/wwwww/r4/rrrrr/rrrrr/rrr/rrr r", "17"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r -1 1", "quiet"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 99999999999", "turn number"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0", "fields"),
        )

        /** Turns that cannot be read, or are not legal at the start. */
        @JvmStatic
        fun badNotations(): List<String> =
            listOf("", "zz", "c4", "c4-c5-c6", "f1-f2", "c4-c6", "c5-c6", "c6-c5", "c4xc6", "b4-c4")
    }

    @ParameterizedTest(name = "[{index}] \"{0}\"")
    @MethodSource("badPositions")
    fun `a bad position text is refused with a detail naming the problem`(text: String, mentioned: String) {
        val fromSession = assertFailsWith<SholoException.BadPosition> { GameSession.fromPosition(twoPlayers(), text) }
        assertTrue(fromSession.detail.contains(mentioned, ignoreCase = true), "detail \"${fromSession.detail}\" should mention $mentioned")
        val fromTool = assertFailsWith<SholoException.BadPosition> { legalTurns(text, TakingRule.OPTIONAL) }
        assertEquals(fromSession.detail, fromTool.detail)
    }

    @Test
    fun `position counters beyond any game are refused as BadPosition`() {
        for (counters in listOf(" 0 4294967295", " 4294967295 1", " 81 1")) {
            val text = START.replace(" 0 1", counters)
            val error = assertFailsWith<SholoException.BadPosition>(text) { GameSession.fromPosition(twoPlayers(), text) }
            assertTrue(error.detail.contains(if (counters.startsWith(" 0")) "turn number" else "quiet count"), error.detail)
        }
    }

    @ParameterizedTest(name = "[{index}] \"{0}\"")
    @MethodSource("badNotations")
    fun `bad or illegal notation is refused as BadNotation`(notation: String) {
        GameSession(twoPlayers()).use { game ->
            val before = game.view()
            val error = assertFailsWith<SholoException.BadNotation> { game.playNotation(notation) }
            assertTrue(error.detail.isNotBlank())
            assertEquals(before, game.view())
        }
    }

    @Test
    fun `a declined take is legal notation under optional takes but not under forced takes`() {
        val takeOn = position(red = "c4 a1", white = "c5 d6 a9")
        GameSession.fromPosition(twoPlayers(), takeOn).use { it.playNotation("a1-b2") }
        GameSession.fromPosition(twoPlayers(FORCED_TAKES), takeOn).use { game ->
            assertFailsWith<SholoException.BadNotation> { game.playNotation("a1-b2") }
            assertFailsWith<SholoException.BadNotation>("a run stopped early") { game.playNotation("c4xc6") }
            game.playNotation("c4xc6xe6")
        }
    }

    @Test
    fun `a point index off the board is an illegal move`() {
        GameSession(twoPlayers()).use { game ->
            for (index in listOf(-1, 37, 1000, Int.MAX_VALUE, Int.MIN_VALUE)) {
                assertFailsWith<SholoException.IllegalMove>("targets($index)") { game.targets(index) }
                assertFailsWith<SholoException.IllegalMove>("playHop($index)") { game.playHop(index, pt("c5")) }
            }
        }
    }

    @Test
    fun `undo with nothing played is NothingToDo`() {
        GameSession(twoPlayers()).use { game ->
            val error = assertFailsWith<SholoException.NothingToDo> { game.undo() }
            assertTrue(error.detail.isNotBlank())
        }
        GameSession(vsComputer(human = Side.RED)).use { game ->
            assertFailsWith<SholoException.NothingToDo> { game.undo() }
        }
    }

    @Test
    fun `End turn with no run is NothingToDo`() {
        GameSession(twoPlayers()).use { game ->
            assertFailsWith<SholoException.NothingToDo> { game.endRun() }
        }
    }

    @Test
    fun `undo against the computer with only the computer's turn played is NothingToDo`() {
        GameSession(vsComputer(human = Side.WHITE)).use { game ->
            CancelToken().use { game.applyBotTurn(game.think(it)) }
            assertFalse(game.view().canUndo)
            assertFailsWith<SholoException.NothingToDo> { game.undo() }
            assertEquals(1, game.view().history.size)
        }
    }

    @Test
    fun `the bot refuses to play for a person and hints refuse to play for the computer`() {
        CancelToken().use { token ->
            GameSession(vsComputer(human = Side.RED)).use { game ->
                assertFailsWith<SholoException.NotYourTurn> { game.think(token) }
                val hint = game.hint(token)
                assertFailsWith<SholoException.NotYourTurn>("a hint is not a bot turn") { game.applyBotTurn(hint) }
                assertEquals(emptyList(), game.view().history)
            }
            GameSession(vsComputer(human = Side.WHITE)).use { game ->
                assertFailsWith<SholoException.NotYourTurn> { game.hint(token) }
            }
            GameSession(computersOnly(Level.EASY)).use { game ->
                assertFailsWith<SholoException.NotYourTurn>("nobody to resign for") { game.resign() }
            }
        }
    }

    @Test
    fun `a bot turn applied twice is stale`() {
        GameSession(computersOnly(Level.EASY)).use { game ->
            CancelToken().use { token ->
                val turn = game.think(token)
                game.applyBotTurn(turn)
                assertFailsWith<SholoException.StaleTurn> { game.applyBotTurn(turn) }
                assertEquals(listOf(turn.notation), game.view().history)
            }
        }
    }

    @Test
    fun `a bot turn chosen before an undo is stale`() {
        GameSession(computersOnly(Level.EASY)).use { game ->
            CancelToken().use { token ->
                game.applyBotTurn(game.think(token))
                val whites = game.think(token)
                game.undo()
                val before = game.view()
                assertFailsWith<SholoException.StaleTurn> { game.applyBotTurn(whites) }
                assertEquals(before, game.view())
            }
        }
        GameSession(vsComputer(human = Side.RED)).use { game ->
            CancelToken().use { token ->
                game.playNotation("c4-c5")
                val reply = game.think(token)
                game.undo()
                assertFailsWith<SholoException.StaleTurn> { game.applyBotTurn(reply) }
                assertEquals(emptyList(), game.view().history)
            }
        }
    }

    @Test
    fun `a bot turn chosen in another game's position is stale`() {
        CancelToken().use { token ->
            val fromStart = GameSession(computersOnly(Level.EASY)).use { it.think(token) }
            val elsewhere = position(red = "c4 a1", white = "c5 d6 a9")
            GameSession.fromPosition(computersOnly(Level.EASY), elsewhere).use { game ->
                assertFailsWith<SholoException.StaleTurn> { game.applyBotTurn(fromStart) }
            }
        }
    }

    @Test
    fun `a bot turn with edited notation is refused`() {
        GameSession(computersOnly(Level.EASY)).use { game ->
            CancelToken().use { token ->
                val turn = game.think(token)
                val tampered = turn.copy(notation = "c4xc6")
                assertFailsWith<SholoException> { game.applyBotTurn(tampered) }
                assertEquals(emptyList(), game.view().history)
            }
        }
    }

    @Test
    fun `a cancelled think or hint is Cancelled`() {
        val cancelled = CancelToken().apply { cancel() }
        assertTrue(cancelled.isCancelled())
        GameSession(computersOnly(Level.EXPERT)).use { game ->
            assertFailsWith<SholoException.Cancelled> { game.think(cancelled) }
            assertEquals(emptyList(), game.view().history)
        }
        GameSession(vsComputer(human = Side.RED, level = Level.EXPERT)).use { game ->
            assertFailsWith<SholoException.Cancelled> { game.hint(cancelled) }
        }
    }

    @Test
    fun `the bot has nothing to say once the game is over`() {
        val won = position(red = "c4", white = "c5 d6")
        GameSession.fromPosition(vsComputer(human = Side.RED), won).use { game ->
            CancelToken().use { token ->
                game.playNotation("c4xc6xe6")
                assertFailsWith<SholoException.GameOver> { game.think(token) }
            }
        }
    }
}
