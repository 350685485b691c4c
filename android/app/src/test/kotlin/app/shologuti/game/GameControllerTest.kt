package app.shologuti.game

import app.shologuti.core.Awaiting
import app.shologuti.core.Cell
import app.shologuti.core.GameConfig
import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.core.Target
import app.shologuti.testing.Immediately
import app.shologuti.testing.MainQueue
import app.shologuti.testing.Points
import app.shologuti.testing.twoPlayerConfig
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executors

class GameControllerTest {
    /** Red on c4; White on c5 and c7 (c6 and c8 empty): a run of two takes wins. */
    private val runPosition = "3/3/2w2/5/2w2/2r2/5/3/3 r"

    private val saves = mutableListOf<String>()
    private val finished = mutableListOf<GameSummary>()
    private val persistence = object : GameController.Persistence {
        override fun saveGame(saved: String) {
            saves += saved
        }

        override fun gameFinished(summary: GameSummary) {
            finished += summary
        }
    }
    private val main = MainQueue()
    private val background = Executors.newSingleThreadExecutor()
    private val states = mutableListOf<GameState>()

    private fun controller(session: GameSession) =
        GameController(session, BotRunner(background, main), persistence, Speed.FAST).also {
            it.listener = object : GameController.Listener {
                override fun onState(state: GameState) {
                    states += state
                }

                override fun onRefused(error: Exception) = throw AssertionError("refused", error)
            }
            it.resume()
        }

    /** The screen's side of an animation: show it, then report it done. */
    private fun GameController.finishAnimation() {
        state.animation?.let { animationFinished(it.id) }
    }

    @AfterEach
    fun stopThreads() {
        background.shutdownNow()
    }

    @Test
    fun `tap picks a piece up with the core's targets, a second tap puts it down`() {
        val game = controller(GameSession(twoPlayerConfig()))

        game.tap(Points["c3"])
        assertNull(game.state.selected, "c3 is boxed in at the start")

        game.tap(Points["c4"])
        assertEquals(Points["c4"], game.state.selected)
        assertEquals(listOf(Target(Points["c5"], null)), game.state.targets, "c4 has no diagonals")
        assertTrue(game.state.targets.all { it.taken == null })

        game.tap(Points["c4"])
        assertNull(game.state.selected)
        assertTrue(saves.isEmpty(), "picking up is not a turn")
    }

    @Test
    fun `a step is animated, saved, and hands the move to the other side`() {
        val game = controller(GameSession(twoPlayerConfig()))
        game.tap(Points["c4"])
        game.tap(Points["c5"])

        val animation = checkNotNull(game.state.animation)
        assertEquals(Cell.RED, animation.startCells[Points["c4"]])
        assertEquals(Points["c5"], animation.hops.single().to)
        assertFalse(game.state.acceptsMoves, "no input while the move is shown")

        game.finishAnimation()
        assertEquals(Side.WHITE, game.state.view.sideToMove)
        assertEquals(listOf("c4-c5"), game.state.view.history)
        assertEquals(1, saves.size)
        assertEquals(game.state.view, GameSession.restore(saves.last()).view())
    }

    @Test
    fun `dragging does what two taps do, without replaying the dragged hop`() {
        val game = controller(GameSession(twoPlayerConfig()))
        assertTrue(game.pickUp(Points["d4"]))
        game.drop(Points["d5"])
        assertTrue(game.state.animation!!.firstHopShown)
        game.finishAnimation()
        assertEquals(listOf("d4-d5"), game.state.view.history)
    }

    @Test
    fun `a drag let go off the targets keeps the piece picked up`() {
        val game = controller(GameSession(twoPlayerConfig()))
        assertTrue(game.pickUp(Points["c4"]))
        game.drop(Points["e9"])
        assertEquals(Points["c4"], game.state.selected)
        assertTrue(game.state.view.history.isEmpty())
    }

    @Test
    fun `a take marks its victim, the run continues, and End turn completes it`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(), runPosition))
        game.tap(Points["c4"])
        assertEquals(listOf(Target(Points["c6"], Points["c5"])), game.state.targets.filter { it.taken != null })
        assertEquals(listOf("b4", "c3", "d4"), game.state.targets.filter { it.taken == null }.map { Points.name(it.to) }.sorted())

        game.tap(Points["c6"])
        game.finishAnimation()
        val run = checkNotNull(game.state.view.run)
        assertEquals(Points["c6"], game.state.selected, "the running piece stays picked up")
        assertEquals(listOf(Target(Points["c8"], Points["c7"])), game.state.targets)
        assertTrue(game.state.canEndTurn)
        assertTrue(run.canEnd)
        assertTrue(saves.isEmpty(), "a run in progress is not a completed turn")

        game.endTurn()
        assertNull(game.state.view.run)
        assertEquals(listOf("c4xc6"), game.state.view.history)
        assertEquals(1, saves.size)
    }

    @Test
    fun `tapping the running piece ends the turn too`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(), runPosition))
        game.tap(Points["c4"])
        game.tap(Points["c6"])
        game.finishAnimation()
        game.tap(Points["c6"])
        assertEquals(listOf("c4xc6"), game.state.view.history)
    }

    @Test
    fun `with forced takes the only continuation plays itself, and taking the last piece wins`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(TakingRule.FORCED), runPosition))
        game.tap(Points["c4"])
        game.tap(Points["c6"])

        val hops = game.state.animation!!.hops
        assertEquals(listOf(Points["c6"], Points["c8"]), hops.map { it.to })
        assertEquals(listOf(Points["c5"], Points["c7"]), hops.map { it.taken })
        game.finishAnimation()

        val outcome = checkNotNull(game.state.view.outcome)
        assertEquals(Side.RED, outcome.winner)
        assertEquals(Awaiting.NOBODY, game.state.view.awaiting)
        assertEquals(1, finished.size, "the finished game is reported once")
        assertEquals(finished.single(), game.state.summary)
        assertEquals(listOf("c4xc6xc8"), game.state.view.lastTurn?.let { listOf(it.notation) })
    }

    @Test
    fun `undo takes the turn back and saves that too`() {
        val game = controller(GameSession(twoPlayerConfig()))
        game.tap(Points["c4"])
        game.tap(Points["c5"])
        game.finishAnimation()
        game.undo()
        assertTrue(game.state.view.history.isEmpty())
        assertEquals(Side.RED, game.state.view.sideToMove)
        assertEquals(2, saves.size)
        assertTrue(GameSession.restore(saves.last()).view().history.isEmpty())
    }

    @Test
    fun `resigning ends the game for the other side`() {
        val game = controller(GameSession(twoPlayerConfig()))
        game.resign()
        assertEquals(Side.WHITE, game.state.view.outcome?.winner)
        assertEquals(1, finished.size)
        assertEquals(1, saves.size)
    }

    @Test
    fun `the bot answers on a background thread and its turn is applied on the main one`() {
        val config = GameConfig(Player.Computer(Level.EASY), Player.Human, Rules(TakingRule.OPTIONAL, QuietRule.DRAW80), 11u)
        val game = controller(GameSession(config))
        assertTrue(game.state.thinking)

        main.runUntil { game.state.animation != null }
        assertFalse(game.state.thinking)
        game.finishAnimation()
        assertEquals(1, game.state.view.history.size)
        assertEquals(Awaiting.HUMAN, game.state.view.awaiting)
        assertEquals(1, saves.size)
    }

    @Test
    fun `leaving the screen cancels the search and nothing is played for nobody`() {
        val config = GameConfig(Player.Computer(Level.EXPERT), Player.Human, Rules(TakingRule.OPTIONAL, QuietRule.DRAW80), 12u)
        val game = controller(GameSession(config))
        assertTrue(game.state.thinking)

        game.pause()
        assertFalse(game.state.thinking)
        background.submit {}.get() // the cancelled search has returned
        main.runPending()
        assertTrue(game.state.view.history.isEmpty())
        assertNull(game.state.animation)

        game.resume()
        assertTrue(game.state.thinking, "coming back starts the search again")
    }

    @Test
    fun `a hint is searched off the main thread and drawn until the next move`() {
        val game = controller(GameSession(twoPlayerConfig()))
        game.requestHint()
        assertTrue(game.state.hintPending)
        main.runUntil { !game.state.hintPending }
        val hint = checkNotNull(game.state.hint)
        assertTrue(hint.hops.isNotEmpty())

        game.tap(hint.hops.first().from)
        game.tap(hint.hops.first().to)
        assertNull(game.state.hint)
    }

    @Test
    fun `input is refused while it is not a person's turn`() {
        val config = GameConfig(Player.Computer(Level.EASY), Player.Human, Rules(TakingRule.OPTIONAL, QuietRule.DRAW80), 13u)
        val session = GameSession(config)
        val game = GameController(session, BotRunner(background, Immediately), persistence, Speed.FAST)
        game.tap(Points["c4"])
        assertNull(game.state.selected)
        assertFalse(game.pickUp(Points["c4"]))
    }
}
