package app.shologuti.storage

import app.shologuti.core.Level
import app.shologuti.core.QuietRule
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.game.GameSettings
import app.shologuti.game.Opponent
import app.shologuti.game.Speed
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class SettingsStoreTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun `the first start has the standard game`() {
        val settings = SettingsStore(dir).load()
        assertEquals(Opponent.COMPUTER, settings.opponent)
        assertEquals(Side.RED, settings.yourSide)
        assertEquals(Level.MEDIUM, settings.level)
        assertEquals(TakingRule.OPTIONAL, settings.taking)
        assertEquals(QuietRule.DRAW80, settings.quiet)
        assertEquals(Speed.NORMAL, settings.speed)
    }

    @Test
    fun `settings are remembered`() {
        val chosen = GameSettings(
            opponent = Opponent.TWO_PLAYERS,
            yourSide = Side.WHITE,
            level = Level.EXPERT,
            taking = TakingRule.FORCED,
            quiet = QuietRule.MORE_PIECES40,
            speed = Speed.FAST,
            turnBoard = true,
        )
        SettingsStore(dir).save(chosen)
        assertEquals(chosen, SettingsStore(dir).load())
    }

    @Test
    fun `unknown or damaged values fall back to their defaults, one by one`() {
        File(dir, "settings.properties").writeText("level=IMPOSSIBLE\nspeed=FAST\nturnBoard=maybe\nopponent=\\u12")
        assertEquals(GameSettings(speed = Speed.FAST), SettingsStore(dir).load())
    }
}
