package app.shologuti.core.tests

import app.shologuti.core.EndReason
import app.shologuti.core.GameConfig
import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.Level
import app.shologuti.core.LevelRecord
import app.shologuti.core.Outcome
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.StatsBook
import app.shologuti.core.TwoPlayerRecord
import org.json.JSONObject
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The record book: streaks per level, the two-player tally, persistence and refusals. */
class StatsBookTest {
    private var nextId = 0

    /** A finished game's summary; only the id, the config and the winner matter to the book. */
    private fun finished(config: GameConfig, winner: Side?, id: String = "game-${nextId++}") = GameSummary(
        gameId = id,
        outcome = Outcome(winner, if (winner == null) EndReason.REPETITION else EndReason.ALL_TAKEN),
        config = config,
        red = SideCount(left = 3, taken = 5),
        white = SideCount(left = 11, taken = 13),
        turns = 42,
    )

    private enum class Result { WIN, LOSS, DRAW }

    /** Records games of a person playing [human] at [level] with these results. */
    private fun StatsBook.play(level: Level, human: Side, vararg results: Result) {
        val config = vsComputer(human, level)
        for (result in results) {
            val winner = when (result) {
                Result.WIN -> human
                Result.LOSS -> if (human == Side.RED) Side.WHITE else Side.RED
                Result.DRAW -> null
            }
            assertTrue(recordGame(finished(config, winner)))
        }
    }

    private fun LevelRecord.counts() = listOf(wins, losses, draws, games, currentStreak, bestStreak)

    @Test
    fun `an empty book has four empty level records, Easy first`() {
        StatsBook().use { book ->
            val records = book.levelRecords()
            assertEquals(listOf(Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT), records.map { it.level })
            for (record in records) {
                assertEquals(listOf(0, 0, 0, 0, 0, 0), record.counts())
                assertEquals(0.0, record.winRate)
            }
            assertEquals(TwoPlayerRecord(0, 0, 0), book.twoPlayerRecord())
        }
    }

    @Test
    fun `a streak grows with wins, ends with a loss or a draw, and the best is kept`() {
        StatsBook().use { book ->
            val (w, l, d) = Triple(Result.WIN, Result.LOSS, Result.DRAW)
            book.play(Level.MEDIUM, Side.RED, w, w)
            assertEquals(2, book.levelRecord(Level.MEDIUM).currentStreak)
            book.play(Level.MEDIUM, Side.RED, l)
            assertEquals(listOf(2, 1, 0, 3, 0, 2), book.levelRecord(Level.MEDIUM).counts())
            book.play(Level.MEDIUM, Side.RED, w, w, w)
            assertEquals(listOf(5, 1, 0, 6, 3, 3), book.levelRecord(Level.MEDIUM).counts())
            book.play(Level.MEDIUM, Side.RED, d)
            assertEquals(listOf(5, 1, 1, 7, 0, 3), book.levelRecord(Level.MEDIUM).counts(), "a draw ends the streak")
            book.play(Level.MEDIUM, Side.RED, w)
            val medium = book.levelRecord(Level.MEDIUM)
            assertEquals(listOf(6, 1, 1, 8, 1, 3), medium.counts())
            assertEquals(0.75, medium.winRate, 1e-9)
        }
    }

    @Test
    fun `each level keeps its own record and a person playing White wins with White`() {
        StatsBook().use { book ->
            book.play(Level.EASY, Side.WHITE, Result.WIN, Result.WIN, Result.WIN)
            book.play(Level.EXPERT, Side.WHITE, Result.LOSS)
            book.play(Level.HARD, Side.RED, Result.DRAW, Result.WIN)
            assertEquals(listOf(3, 0, 0, 3, 3, 3), book.levelRecord(Level.EASY).counts())
            assertEquals(1.0, book.levelRecord(Level.EASY).winRate)
            assertEquals(listOf(0, 1, 0, 1, 0, 0), book.levelRecord(Level.EXPERT).counts())
            assertEquals(listOf(1, 0, 1, 2, 1, 1), book.levelRecord(Level.HARD).counts())
            assertEquals(0.5, book.levelRecord(Level.HARD).winRate, 1e-9)
            assertEquals(listOf(0, 0, 0, 0, 0, 0), book.levelRecord(Level.MEDIUM).counts())
            assertEquals(book.levelRecords(), Level.entries.map(book::levelRecord))
            assertEquals(TwoPlayerRecord(0, 0, 0), book.twoPlayerRecord(), "games against the computer are not two-player games")
        }
    }

    @Test
    fun `two-player games go to the tally and computer-only games count nowhere`() {
        StatsBook().use { book ->
            book.recordGame(finished(twoPlayers(), Side.RED))
            book.recordGame(finished(twoPlayers(), Side.RED))
            book.recordGame(finished(twoPlayers(), Side.WHITE))
            book.recordGame(finished(twoPlayers(), null))
            book.recordGame(finished(computersOnly(Level.EASY), Side.RED))
            book.recordGame(finished(computersOnly(Level.HARD, Level.EXPERT), null))
            assertEquals(TwoPlayerRecord(redWins = 2, whiteWins = 1, draws = 1), book.twoPlayerRecord())
            for (record in book.levelRecords()) assertEquals(0, record.games, record.level.toString())
        }
    }

    @Test
    fun `recording the same game twice returns false and counts it once`() {
        StatsBook().use { book ->
            val game = finished(vsComputer(Side.RED, Level.HARD), Side.RED, id = "same-game")
            assertTrue(book.recordGame(game))
            assertFalse(book.recordGame(game))
            assertFalse(book.recordGame(game.copy(outcome = Outcome(Side.WHITE, EndReason.RESIGNED))), "the id decides")
            assertEquals(listOf(1, 0, 0, 1, 1, 1), book.levelRecord(Level.HARD).counts())
            val twoPlayer = finished(twoPlayers(), Side.WHITE, id = "pass-and-play")
            assertTrue(book.recordGame(twoPlayer))
            assertFalse(book.recordGame(twoPlayer))
            assertEquals(TwoPlayerRecord(0, 1, 0), book.twoPlayerRecord())
        }
    }

    @Test
    fun `a game's id still refuses a second recording after the book is saved and loaded`() {
        val game = finished(vsComputer(Side.WHITE, Level.EASY), Side.WHITE, id = "kept-across-loads")
        val json = StatsBook().use { book ->
            book.recordGame(game)
            book.toJson()
        }
        StatsBook.load(json).use { book ->
            assertFalse(book.recordGame(game))
            assertEquals(1, book.levelRecord(Level.EASY).wins)
        }
    }

    @Test
    fun `a real game's summary is recorded for the person's level`() {
        val config = vsComputer(human = Side.RED, level = Level.MEDIUM)
        GameSession.fromPosition(config, position(red = "c4", white = "c5 d6")).use { game ->
            game.playNotation("c4xc6xe6")
            val summary = assertNotNull(game.summary())
            StatsBook().use { book ->
                assertTrue(book.recordGame(summary))
                assertFalse(book.recordGame(summary))
                assertEquals(listOf(1, 0, 0, 1, 1, 1), book.levelRecord(Level.MEDIUM).counts())
            }
        }
    }

    @Test
    fun `the book round-trips through JSON`() {
        StatsBook().use { book ->
            book.play(Level.EASY, Side.RED, Result.WIN, Result.LOSS, Result.WIN, Result.WIN)
            book.play(Level.EXPERT, Side.WHITE, Result.DRAW)
            book.recordGame(finished(twoPlayers(), Side.WHITE))
            val json = book.toJson()
            StatsBook.load(json).use { loaded ->
                assertEquals(book.levelRecords(), loaded.levelRecords())
                assertEquals(book.twoPlayerRecord(), loaded.twoPlayerRecord())
                assertEquals(json, loaded.toJson())
            }
        }
        StatsBook().use { empty -> StatsBook.load(empty.toJson()).use { assertEquals(empty.levelRecords(), it.levelRecords()) } }
    }

    private fun sampleJson(): JSONObject = StatsBook().use { book ->
        book.play(Level.MEDIUM, Side.RED, Result.WIN, Result.WIN, Result.LOSS, Result.WIN)
        JSONObject(book.toJson())
    }

    private fun assertDamaged(json: String, why: String) {
        val error = assertFailsWith<SholoException.DamagedStats>(why) { StatsBook.load(json) }
        assertTrue(error.detail.isNotBlank(), why)
    }

    @Test
    fun `damaged or edited stats are refused`() {
        val good = sampleJson().toString()
        assertDamaged("", "empty")
        assertDamaged("garbage", "garbage")
        assertDamaged("{}", "empty object")
        assertDamaged(good.substring(0, good.length / 2), "truncated")
        assertDamaged(sampleJson().put("format", "something else").toString(), "another format")
        assertDamaged(sampleJson().apply { getJSONObject("levels").getJSONObject("medium").put("wins", -1) }.toString(), "negative wins")
        assertDamaged(sampleJson().apply { getJSONObject("levels").getJSONObject("medium").put("best_streak", 9) }.toString(), "a best streak above the wins")
        assertDamaged(sampleJson().apply { getJSONObject("levels").getJSONObject("medium").put("current_streak", 3) }.toString(), "a streak above the best")
        assertDamaged(sampleJson().apply { getJSONObject("levels").put("impossible", JSONObject(getJSONObject("levels").getJSONObject("medium").toString())) }.toString(), "an unknown level")
        assertDamaged(sampleJson().apply { remove("two_player") }.toString(), "no two-player tally")
    }

    @Test
    fun `stats from a newer version are NewerStats with that version`() {
        val json = sampleJson()
        val version = json.getInt("version")
        val error = assertFailsWith<SholoException.NewerStats> { StatsBook.load(json.put("version", version + 1).toString()) }
        assertEquals((version + 1).toUInt(), error.version)
    }
}
