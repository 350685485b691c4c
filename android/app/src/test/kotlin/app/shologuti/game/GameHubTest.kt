package app.shologuti.game

import app.shologuti.core.Side
import app.shologuti.testing.Immediately
import app.shologuti.testing.MainQueue
import app.shologuti.testing.Points
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class GameHubTest {
    @TempDir
    lateinit var dir: File

    /** A hub as the app makes it, with saves written at once so the test can read them. */
    private fun hub() = GameHub(dir, background = Immediately, main = MainQueue(), io = Immediately, seeds = { 5u })

    @Test
    fun `nothing to continue on a first start`() {
        assertFalse(hub().hasGameToContinue())
    }

    @Test
    fun `a game played after a restart continues where it was`() {
        val first = hub()
        first.settings = GameSettings(opponent = Opponent.TWO_PLAYERS)
        val game = first.startNewGame()
        game.tap(Points["c4"])
        game.tap(Points["c5"])
        val before = game.state.view

        val restarted = hub()
        assertTrue(restarted.hasGameToContinue())
        assertEquals(before, restarted.game!!.state.view)
    }

    @Test
    fun `a finished game is recorded and the colours change hands`() {
        val hub = hub()
        hub.settings = GameSettings(opponent = Opponent.COMPUTER, yourSide = Side.RED)
        val game = hub.startNewGame()
        game.resign()

        assertEquals(Side.WHITE, hub.settings.yourSide)
        assertEquals(1, hub.stats.level(hub.settings.level).losses)
        assertFalse(hub().hasGameToContinue(), "a finished game is not offered to continue")
        assertEquals(Side.WHITE, hub().settings.yourSide, "the swap is remembered")
    }

    @Test
    fun `a damaged save is reported once and set aside`() {
        File(dir, "game.json").writeText("{ damaged")
        val hub = hub()
        assertFalse(hub.hasGameToContinue())
        val refused = checkNotNull(hub.refusedSave)
        assertTrue(refused.setAsideAs.exists())
        hub.acknowledgeRefusedSave()
        assertNull(hub.refusedSave)
        assertFalse(File(dir, "game.json").exists())
    }

    @Test
    fun `a save that cannot be written is reported, and the game goes on`() {
        File(dir, "game.json").mkdir() // nothing can be renamed over a directory
        val hub = hub()
        val game = hub.startNewGame()
        assertNotNull(hub.lastSaveError)
        hub.acknowledgeSaveError()

        game.resign()
        assertNotNull(hub.lastSaveError, "every failed write is reported")
        assertEquals(1, hub.stats.levels().sumOf { it.games }, "the record is kept all the same")
    }
}
