package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.GameSession
import app.shologuti.core.boardLayout
import app.shologuti.game.BotRunner
import app.shologuti.game.GameController
import app.shologuti.game.Speed
import app.shologuti.core.GameSummary
import app.shologuti.testing.Immediately
import app.shologuti.testing.Points
import app.shologuti.testing.twoPlayerConfig
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class PointFactsTest {
    private val layout = boardLayout()
    private val nowhere = object : GameController.Persistence {
        override fun saveGame(saved: String) = Unit

        override fun gameFinished(summary: GameSummary) = Unit
    }

    private fun controller(position: String) = GameController(
        GameSession.fromPosition(twoPlayerConfig(), position),
        BotRunner(Immediately, Immediately),
        nowhere,
        Speed.FAST,
    )

    @Test
    fun `a piece that can take says where it lands`() {
        val game = controller("3/3/2w2/5/2w2/2r2/5/3/3 r")
        val facts = PointFacts.of(game.state, layout, Points["c4"], game::targetsOf)
        assertEquals("c4", facts.name)
        assertEquals(Cell.RED, facts.cell)
        assertEquals(listOf("c6"), facts.takesTo)
        assertEquals(listOf("b4", "c3", "d4"), facts.stepsTo.sorted())
    }

    @Test
    fun `targets of the picked-up piece say what they do`() {
        val game = controller("3/3/2w2/5/2w2/2r2/5/3/3 r")
        game.tap(Points["c4"])
        val landing = PointFacts.of(game.state, layout, Points["c6"], game::targetsOf)
        assertEquals("c5", landing.removes)
        val step = PointFacts.of(game.state, layout, Points["b4"], game::targetsOf)
        assertTrue(step.isStepTarget)
        assertTrue(PointFacts.of(game.state, layout, Points["c4"], game::targetsOf).pickedUp)
    }
}
