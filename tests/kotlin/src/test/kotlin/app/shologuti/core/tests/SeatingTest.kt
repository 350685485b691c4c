package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Opponent
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.core.seated
import app.shologuti.core.seatingOf
import app.shologuti.core.standardSettings
import kotlin.test.Test
import kotlin.test.assertEquals

/** The New game screen's questions on the settings' seats, as both apps ask them. */
class SeatingTest {
    private val players = listOf(Player.Human) + Level.entries.map { Player.Computer(it) }

    @Test
    fun `the standard settings are a person as Red against Medium by the standard rules`() {
        val settings = standardSettings()
        assertEquals(Player.Human, settings.red)
        assertEquals(Player.Computer(Level.MEDIUM), settings.white)
        assertEquals(TakingRule.OPTIONAL, settings.rules.taking)
        assertEquals(QuietRule.DRAW80, settings.rules.quiet)
        val seating = seatingOf(settings)
        assertEquals(Opponent.COMPUTER, seating.opponent)
        assertEquals(Side.RED, seating.personSide)
        assertEquals(Level.MEDIUM, seating.level)
    }

    @Test
    fun `every pair of seats reads back as it was`() {
        for (red in players) {
            for (white in players) {
                val settings = standardSettings().copy(red = red, white = white)
                assertEquals(settings, seated(settings, seatingOf(settings)), "$red v $white")
            }
        }
    }

    @Test
    fun `playing White against Expert seats the computer at Red and keeps the rest`() {
        val settings = standardSettings().copy(sound = false)
        val chosen = seated(settings, seatingOf(settings).copy(personSide = Side.WHITE, level = Level.EXPERT))
        assertEquals(Player.Computer(Level.EXPERT), chosen.red)
        assertEquals(Player.Human, chosen.white)
        assertEquals(false, chosen.sound)
        assertEquals(Side.WHITE, seatingOf(chosen).personSide)
    }

    @Test
    fun `watching gives each bot its level and two people sit at both sides`() {
        val settings = standardSettings()
        val watching = seated(settings, seatingOf(settings).copy(opponent = Opponent.WATCH_BOTS, whiteLevel = Level.EASY))
        assertEquals(Player.Computer(Level.MEDIUM), watching.red)
        assertEquals(Player.Computer(Level.EASY), watching.white)
        val people = seated(watching, seatingOf(watching).copy(opponent = Opponent.TWO_PLAYERS))
        assertEquals(Player.Human to Player.Human, people.red to people.white)
    }
}
