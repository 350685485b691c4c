package app.shologuti.storage

import app.shologuti.core.GameConfig
import app.shologuti.core.GameSession
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.SholoException
import app.shologuti.core.TakingRule
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

class StatsStoreTest {
    @TempDir
    lateinit var dir: File

    /** A game against the computer at [level] that the person (Red) resigns at once. */
    private fun resignedGame(level: Level, seed: ULong) = GameSession(
        GameConfig(Player.Human, Player.Computer(level), Rules(TakingRule.OPTIONAL, QuietRule.DRAW80), seed),
    ).apply { resign() }.summary()!!

    @Test
    fun `a recorded game is written and read back by the next start`() {
        assertTrue(StatsStore(dir).record(resignedGame(Level.HARD, 1u)))

        val again = StatsStore(dir)
        val hard = again.level(Level.HARD)
        assertEquals(1, hard.losses)
        assertEquals(1, hard.games)
        assertEquals(0, again.level(Level.EASY).games)
        assertNull(again.problem)
    }

    @Test
    fun `the same game is never counted twice`() {
        val store = StatsStore(dir)
        val game = resignedGame(Level.EASY, 2u)
        assertTrue(store.record(game))
        assertFalse(store.record(game))
        assertEquals(1, StatsStore(dir).level(Level.EASY).losses)
    }

    @Test
    fun `a damaged record is set aside, reported, and a new one started`() {
        File(dir, "stats.json").writeText("not json")

        val store = StatsStore(dir)

        val problem = checkNotNull(store.problem)
        assertInstanceOf(SholoException.DamagedStats::class.java, problem.error)
        assertEquals("not json", problem.file.readText())
        assertEquals(0, store.levels().sumOf { it.games })
        store.record(resignedGame(Level.MEDIUM, 3u))
        assertEquals(1, StatsStore(dir).level(Level.MEDIUM).games)
    }
}
