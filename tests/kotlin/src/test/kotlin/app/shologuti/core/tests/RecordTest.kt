package app.shologuti.core.tests

import app.shologuti.core.EndReason
import app.shologuti.core.Level
import app.shologuti.core.LevelRecord
import app.shologuti.core.Outcome
import app.shologuti.core.Player
import app.shologuti.core.RecordView
import app.shologuti.core.Records
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.TwoPlayerRecord
import app.shologuti.core.levelRating
import org.junit.jupiter.api.io.TempDir
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * A finished game is recorded in the stats book once (by game id) and the
 * seats swapped for the next game once, however often the app is reopened.
 */
class RecordTest {
    @TempDir
    lateinit var dir: File

    /** Red's c4 takes White's last two pieces with c4xc6xe6. */
    private val lastTwo = position(red = "c4 a1", white = "c5 d6")

    private fun LevelRecord.counts() = listOf(wins, losses, draws, games, currentStreak, bestStreak)

    private fun level(records: Records, level: Level) = records.levels.single { it.level == level }

    @Test
    fun `a game won against the computer is recorded once and the seats swap once`() {
        storeGame(dir, againstComputer(human = Side.RED, level = Level.MEDIUM), lastTwo)
        opened(dir).use { table ->
            table.tapAll("c4xc6xe6")
            val events = table.takeEvents()
            assertEquals(listOf(Outcome(Side.RED, EndReason.ALL_TAKEN)), events.filterIsInstance<TableEvent.GameOver>().map { it.outcome })
            val view = table.view()
            val record = assertIs<RecordView.Level>(view.record).record
            assertEquals(listOf(1, 0, 0, 1, 1, 1), record.counts())
            assertEquals(1.0, record.winRate)
            val summary = assertNotNull(view.summary)
            assertEquals(view.gameId, summary.gameId)
            assertEquals(1, summary.turns)
            assertEquals(2, summary.red.taken)
            assertEquals(Player.Computer(Level.MEDIUM), table.settings().red, "the person plays White next")
            assertEquals(Player.Human, table.settings().white)
        }
        repeat(2) {
            opened(dir).use { table ->
                assertEquals(emptyList(), table.takeEvents().filterIsInstance<TableEvent.GameOver>(), "announced once, when recorded")
                assertEquals(listOf(1, 0, 0, 1, 1, 1), level(table.records(), Level.MEDIUM).counts(), "counted once")
                assertEquals(Player.Computer(Level.MEDIUM), table.settings().red, "swapped once, not back again")
                assertEquals(Player.Human, table.settings().white)
            }
        }
    }

    @Test
    fun `rematch starts the next game with the swapped seats`() {
        storeGame(dir, againstComputer(human = Side.RED), lastTwo)
        opened(dir).use { table ->
            val finishedId = table.view().gameId
            table.tapAll("c4xc6xe6")
            table.takeEvents()
            table.rematch()
            assertTrue(TableEvent.NewGame in table.takeEvents())
            val view = table.awaitComputer()
            assertNotEquals(finishedId, view.gameId)
            assertEquals(Player.Computer(Level.EASY), view.redPlayer)
            assertEquals(Player.Human, view.whitePlayer)
            assertTrue(view.moves.first().byComputer, "the computer opens as Red")
            assertEquals(1, level(table.records(), Level.EASY).wins, "the rematch did not count the last game again")
        }
    }

    @Test
    fun `a finished game found in the store is recorded on opening, once`() {
        storeGame(dir, againstComputer(human = Side.WHITE, level = Level.HARD), position(red = "", white = "c6", toMove = Side.RED))
        opened(dir).use { table ->
            assertEquals(listOf(Outcome(Side.WHITE, EndReason.ALL_TAKEN)), table.takeEvents().filterIsInstance<TableEvent.GameOver>().map { it.outcome })
            assertEquals(1, level(table.records(), Level.HARD).wins)
            assertEquals(Player.Human, table.settings().red, "the person plays Red next")
        }
        opened(dir).use { table -> assertEquals(1, level(table.records(), Level.HARD).games) }
    }

    /**
     * A finished game found in the store (the app was killed after its last
     * turn was saved) is recorded on opening, and that record is written:
     * it survives the next game and is announced once, not at every opening.
     */
    @Test
    fun `a game recorded on opening is written to the stats book`() {
        storeGame(dir, againstComputer(human = Side.RED, level = Level.HARD), position(red = "c4", white = "", toMove = Side.WHITE))
        opened(dir).use { table ->
            assertEquals(1, level(table.records(), Level.HARD).wins, "recorded on opening")
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
        }
        opened(dir).use { table ->
            assertEquals(1, level(table.records(), Level.HARD).wins, "the win is still in the book after the next start")
        }
    }

    @Test
    fun `a game recorded on opening is announced only once`() {
        storeGame(dir, againstComputer(human = Side.RED, level = Level.HARD), position(red = "c4", white = "", toMove = Side.WHITE))
        opened(dir).use { table -> assertEquals(1, table.takeEvents().filterIsInstance<TableEvent.GameOver>().size) }
        opened(dir).use { table ->
            assertEquals(emptyList(), table.takeEvents().filterIsInstance<TableEvent.GameOver>(), "not announced again")
        }
    }

    @Test
    fun `resigning against the computer is a loss that ends the streak`() {
        storeGame(dir, againstComputer(human = Side.RED), lastTwo)
        opened(dir).use { table ->
            table.tapAll("c4xc6xe6")
            table.rematch()
            table.awaitComputer()
            table.resign()
            assertEquals(Outcome(Side.RED, EndReason.RESIGNED), table.view().outcome, "the person, playing White, resigned")
            assertEquals(listOf(1, 1, 0, 2, 0, 1), level(table.records(), Level.EASY).counts())
            assertEquals(0.5, level(table.records(), Level.EASY).winRate, 1e-9)
        }
    }

    @Test
    fun `games against the computer are rated on the ladder's scale and kept`() {
        val start = opened(dir).use { it.records().rating }
        assertEquals(0, start.games)
        assertEquals(levelRating(Level.MEDIUM), start.rating, "a new player starts at the default level")
        storeGame(dir, againstComputer(human = Side.RED, level = Level.HARD), lastTwo)
        opened(dir).use { table ->
            table.tapAll("c4xc6xe6")
            val rating = table.records().rating
            assertEquals(1, rating.games)
            assertTrue(rating.rating > start.rating, "a win against Hard raises the rating: $rating")
            assertFalse(rating.settled, "one game does not settle a rating")
        }
        opened(dir).use { table ->
            assertEquals(1, table.records().rating.games, "kept in the stats book")
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
            table.resign()
            assertEquals(1, table.records().rating.games, "a game between two people is not rated")
        }
        assertEquals(800, levelRating(Level.EASY), "the scale's anchor")
    }

    @Test
    fun `games between two people go to the tally and swap nothing that matters`() {
        opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
            table.resign()
            val view = table.view()
            assertEquals(RecordView.TwoPlayers(TwoPlayerRecord(redWins = 1, whiteWins = 0, draws = 0)), view.record)
            assertEquals(TwoPlayerRecord(1, 0, 0), table.records().twoPlayers)
            assertTrue(table.records().levels.all { it.games == 0 })
        }
    }

    @Test
    fun `watching two computers counts nowhere`() {
        storeGame(dir, computersOnly(Level.EASY, Level.HARD), position(red = "c4", white = "", toMove = Side.WHITE))
        opened(dir).use { table ->
            assertEquals(RecordView.Nobody, table.view().record)
            assertTrue(table.records().levels.all { it.games == 0 })
            assertEquals(TwoPlayerRecord(0, 0, 0), table.records().twoPlayers)
        }
    }

    @Test
    fun `a new game abandons the one on the table without recording it`() {
        opened(dir).use { table ->
            table.newGame(againstComputer(human = Side.RED))
            table.tapTurn("c4-c5")
            table.awaitComputer()
            table.newGame(againstComputer(human = Side.RED, level = Level.HARD))
            assertEquals(emptyList(), table.view().moves)
            assertTrue(table.records().levels.all { it.games == 0 })
            assertEquals(Player.Human, table.settings().red, "no swap for an abandoned game")
            assertEquals(Player.Computer(Level.HARD), table.settings().white)
        }
    }
}
