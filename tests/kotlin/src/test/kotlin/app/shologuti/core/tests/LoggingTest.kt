package app.shologuti.core.tests

import app.shologuti.core.GameSession
import app.shologuti.core.LogLevel
import app.shologuti.core.initLogging
import kotlin.test.Test
import kotlin.test.assertEquals

/** `initLogging`: one call at start-up, safe to repeat with another level. */
class LoggingTest {
    @Test
    fun `logging can be set up more than once at every level and the core still plays`() {
        for (level in LogLevel.entries + LogLevel.entries.reversed()) initLogging(level)
        GameSession(twoPlayers()).use { game ->
            game.playNotation("c4-c5")
            assertEquals(listOf("c4-c5"), game.view().history)
        }
    }
}
