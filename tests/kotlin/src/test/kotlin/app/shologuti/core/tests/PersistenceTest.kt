package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.Side
import app.shologuti.core.Speed
import app.shologuti.core.TableEvent
import app.shologuti.core.ToAct
import org.json.JSONObject
import org.junit.jupiter.api.io.TempDir
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * `GameTable.open(dir)`: the game after every completed turn, the stats book
 * and the settings, each a versioned JSON file; damaged files set aside and
 * reported once, newer files left untouched.
 */
class PersistenceTest {
    @TempDir
    lateinit var dir: File

    private fun file(name: String) = File(dir, name)

    @Test
    fun `a first start has no files to report and a fresh game`() {
        opened(dir).use { table ->
            assertEquals(emptyList(), table.takeEvents())
            assertEquals(START, table.view().positionText)
            assertFalse(table.view().resumable)
        }
    }

    @Test
    fun `play, close, reopen and the view is the same`() {
        val before = opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapAll("c4-c5", "d6-d5", "c5xe5", "c6-c5")
            table.view()
        }
        assertTrue(file("game.json").isFile)
        opened(dir).use { table ->
            assertEquals(emptyList(), table.takeEvents(), "nothing to report on a clean reopen")
            val after = table.view()
            assertEquals(before, after)
            assertTrue(after.resumable)
            table.tapTurn("b4-b5")
            assertEquals(5, table.view().moves.size, "the reopened game plays on")
        }
    }

    @Test
    fun `a reviewed game reopens with its grades, and is not reviewed twice`() {
        val graded = opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapAll("c4-c5", "d6-d5", "c5xe5")
            table.resign()
            table.analyse()
            table.awaitView("the review") { !it.analysing }.moves
        }
        assertTrue(graded.all { it.grade != null })
        assertTrue(file("game.json").readText().contains("\"review\""))
        opened(dir).use { table ->
            val view = table.view()
            assertEquals(graded, view.moves)
            assertFalse(view.canAnalyse)
        }
    }

    @Test
    fun `a game against the computer reopens on the person's turn with the computer's turns in it`() {
        val before = opened(dir).use { table ->
            table.newGame(againstComputer(human = Side.RED, level = Level.MEDIUM))
            table.tapTurn("c4-c5")
            table.awaitComputer()
            table.playGreedyTurn()
            table.awaitComputer()
            table.flush()
            table.view()
        }
        opened(dir).use { table ->
            val after = table.view()
            assertEquals(before, after)
            assertEquals(listOf(false, true, false, true), after.moves.map { it.byComputer })
            assertEquals(Player.Computer(Level.MEDIUM), after.whitePlayer)
        }
    }

    @Test
    fun `reopened while the computer was to move, it plays its turn`() {
        opened(dir).use { table ->
            table.newGame(againstComputer(human = Side.RED))
            table.changes.hold()
            table.tapTurn("c4-c5")
            table.awaitComputer()
            table.playGreedyTurn()
            assertEquals(ToAct.COMPUTER, table.view().toAct)
            // Paused, so the search let go when the listener is released cannot
            // play before the close; a pause is not saved.
            table.pause()
        }
        assertEquals(3, JSONObject(file("game.json").readText()).getJSONArray("turns").length(), "saved with the computer to move")
        opened(dir).use { table ->
            val view = table.awaitComputer()
            assertEquals(4, view.moves.size)
            assertTrue(view.moves.last().byComputer)
        }
    }

    @Test
    fun `a run in progress is not saved, so the reopened game is before the run`() {
        storeGame(dir, twoPeople(), position(red = "c4 a1", white = "c5 d6 a9"))
        val beforeRun = opened(dir).use { table ->
            val view = table.view()
            table.tapAll("c4xc6")
            assertNotNull(table.view().run)
            view
        }
        opened(dir).use { table ->
            assertNull(table.view().run)
            assertEquals(beforeRun, table.view())
        }
    }

    @Test
    fun `settings are kept, the seats and the preferences`() {
        val chosen = againstComputer(human = Side.WHITE, level = Level.HARD).copy(speed = Speed.SLOW, sound = false, haptics = false, turnBoard = true)
        opened(dir).use { table ->
            table.setSettings(chosen)
            assertEquals(chosen, table.settings())
        }
        assertTrue(file("settings.json").isFile)
        opened(dir).use { table -> assertEquals(chosen, table.settings()) }
    }

    @Test
    fun `a damaged game is set aside as game json damaged-1 and reported once`() {
        opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
        }
        val good = file("game.json").readText()
        file("game.json").writeText(good.substring(0, good.length / 2))
        opened(dir).use { table ->
            val events = table.takeEvents()
            val aside = events.filterIsInstance<TableEvent.FileSetAside>().single()
            assertEquals("game.json", aside.file)
            assertEquals("game.json.damaged-1", aside.keptAs)
            assertTrue(aside.reason.isNotBlank())
            assertEquals(1, events.size, events.toString())
            assertEquals(START, table.view().positionText, "a fresh game instead")
            assertEquals(emptyList(), table.takeEvents(), "reported once")
        }
        assertEquals(good.substring(0, good.length / 2), file("game.json.damaged-1").readText(), "kept, never deleted")
        opened(dir).use { table -> assertEquals(emptyList(), table.takeEvents(), "not reported again on the next start") }
        file("game.json").writeText("{ hand-edited")
        opened(dir).use { table ->
            assertEquals("game.json.damaged-2", table.takeEvents().filterIsInstance<TableEvent.FileSetAside>().single().keptAs)
        }
        assertTrue(file("game.json.damaged-1").isFile, "the first copy is still kept")
    }

    @Test
    fun `damaged stats and settings are set aside too`() {
        file("stats.json").writeText("garbage")
        file("settings.json").writeText("{}")
        opened(dir).use { table ->
            val aside = table.takeEvents().filterIsInstance<TableEvent.FileSetAside>()
            assertEquals(setOf("stats.json" to "stats.json.damaged-1", "settings.json" to "settings.json.damaged-1"), aside.map { it.file to it.keptAs }.toSet())
            assertEquals(0, table.records().levels.sumOf { it.games })
        }
        assertEquals("garbage", file("stats.json.damaged-1").readText())
    }

    /** A stats book with one game in it (a resignation), as this version writes it. */
    private fun statsWithOneGame(): String {
        opened(dir).use { table ->
            table.newGame(againstComputer(human = Side.RED))
            table.resign()
        }
        return file("stats.json").readText()
    }

    @Test
    fun `a newer stats book is reported, not used, and never overwritten`() {
        val newer = JSONObject(statsWithOneGame()).apply { put("version", getInt("version") + 1) }.toString(2)
        file("stats.json").writeText(newer)
        opened(dir).use { table ->
            val reported = table.takeEvents().filterIsInstance<TableEvent.FileFromNewerVersion>().single()
            assertEquals("stats.json", reported.file)
            assertEquals(JSONObject(newer).getInt("version").toUInt(), reported.version)
            // A game finished now changes the book in memory, but the newer file stays.
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
            table.resign()
            assertEquals(1, table.records().twoPlayers.redWins)
            table.flush()
            val failed = table.takeEvents().filterIsInstance<TableEvent.SaveFailed>()
            assertTrue(failed.all { it.file == "stats.json" }, failed.toString())
        }
        assertEquals(newer, file("stats.json").readText(), "the newer book is untouched")
        opened(dir).use { table ->
            assertEquals(1, table.takeEvents().filterIsInstance<TableEvent.FileFromNewerVersion>().size, "still refused on the next start")
        }
        assertEquals(newer, file("stats.json").readText())
    }

    @Test
    fun `a newer game file is reported and left in place`() {
        opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapTurn("c4-c5")
        }
        // An offline game is written in an older version than the newest read
        // (online games are), so "newer" is a version no app reads yet.
        val newer = JSONObject(file("game.json").readText()).apply { put("version", 99) }.toString()
        file("game.json").writeText(newer)
        opened(dir).use { table ->
            val reported = table.takeEvents().filterIsInstance<TableEvent.FileFromNewerVersion>().single()
            assertEquals("game.json", reported.file)
            assertNull(table.view().lastTurn, "not used")
            table.tapTurn("c4-c5")
        }
        assertEquals(newer, file("game.json").readText(), "never overwritten")
    }

    @Test
    fun `the save text is the game as the file holds it`() {
        opened(dir).use { table ->
            table.newGame(twoPeople())
            table.tapAll("c4-c5", "d6-d5")
            table.flush()
            assertEquals(JSONObject(file("game.json").readText()).toMap(), JSONObject(table.saveText()).toMap())
            val save = JSONObject(table.saveText())
            assertEquals(listOf("c4-c5", "d6-d5"), save.getJSONArray("turns").map { it as String })
            assertEquals(table.view().gameId, save.getString("game_id"))
        }
    }
}
