package app.shologuti.core.tests

import app.shologuti.core.LogLevel
import app.shologuti.core.initLogging
import kotlin.test.Test
import kotlin.test.assertEquals

/** `initLogging`: one call at start-up, safe to repeat with another level. */
class LoggingTest {
    @Test
    fun `logging can be set up more than once at every level and the table still plays`() {
        for (level in LogLevel.entries + LogLevel.entries.reversed()) initLogging(level)
        inMemory(twoPeople()).use { table ->
            table.tapTurn("c4-c5")
            assertEquals(listOf("c4-c5"), table.view().history)
        }
    }
}
