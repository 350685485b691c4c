package app.shologuti.game

import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class GameSettingsTest {
    @Test
    fun `against the computer the person takes the chosen colour`() {
        val asWhite = GameSettings(yourSide = Side.WHITE, level = Level.HARD).toConfig(9u)
        assertEquals(Player.Computer(Level.HARD), asWhite.red)
        assertEquals(Player.Human, asWhite.white)
        assertEquals(9uL, asWhite.seed)
        assertEquals(Side.WHITE, asWhite.humanSide())
    }

    @Test
    fun `two people and two bots fill both seats alike`() {
        val two = GameSettings(opponent = Opponent.TWO_PLAYERS).toConfig(1u)
        assertEquals(Player.Human, two.red)
        assertEquals(Player.Human, two.white)
        val bots = GameSettings(opponent = Opponent.WATCH_BOTS, level = Level.EASY).toConfig(1u)
        assertEquals(Player.Computer(Level.EASY), bots.red)
        assertEquals(Player.Computer(Level.EASY), bots.white)
    }

    @Test
    fun `rule options pass through`() {
        val rules = GameSettings(taking = TakingRule.FORCED, quiet = QuietRule.MORE_PIECES60).toConfig(1u).rules
        assertEquals(TakingRule.FORCED, rules.taking)
        assertEquals(QuietRule.MORE_PIECES60, rules.quiet)
    }

    @Test
    fun `colours swap after every game`() {
        val settings = GameSettings(yourSide = Side.RED)
        assertEquals(Side.WHITE, settings.afterGame().yourSide)
        assertEquals(Side.RED, settings.afterGame().afterGame().yourSide)
    }

    @Test
    fun `the person's end is at the bottom, or the mover's when two people turn the board`() {
        val asWhite = GameSettings(yourSide = Side.WHITE).toConfig(1u)
        assertEquals(Side.WHITE, asWhite.sideAtBottom(sideToMove = Side.RED, turnBoard = false))
        val two = GameSettings(opponent = Opponent.TWO_PLAYERS).toConfig(1u)
        assertEquals(Side.WHITE, two.sideAtBottom(sideToMove = Side.WHITE, turnBoard = true))
        assertEquals(Side.RED, two.sideAtBottom(sideToMove = Side.WHITE, turnBoard = false))
    }
}
