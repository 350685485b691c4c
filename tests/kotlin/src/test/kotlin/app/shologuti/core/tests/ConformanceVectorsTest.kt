package app.shologuti.core.tests

import app.shologuti.core.Level
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.TakingRule
import app.shologuti.core.legalTurns
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest.dynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The conformance vectors in tests/vectors/, the same facts the Rust tests
 * check, through the apps' API: legal turns from `legalTurns`, saves and
 * stats books through the store of `GameTable.open`.
 */
class ConformanceVectorsTest {
    private val vectors = File(System.getProperty("sholo.vectors.dir") ?: "../vectors")

    private fun read(name: String): String {
        val file = File(vectors, name)
        assertTrue(file.isFile, "missing conformance vector file ${file.absolutePath}")
        return file.readText()
    }

    private fun <T> JSONArray.objects(block: (Int, JSONObject) -> T): List<T> =
        (0 until length()).map { block(it, getJSONObject(it)) }

    private fun JSONArray.strings(): List<String> = (0 until length()).map { getString(it) }

    private fun takingRule(name: String) = when (name) {
        "optional" -> TakingRule.OPTIONAL
        "forced" -> TakingRule.FORCED
        else -> error("unknown taking rule $name")
    }

    private fun side(name: String) = when (name) {
        "red" -> Side.RED
        "white" -> Side.WHITE
        else -> error("unknown side $name")
    }

    private fun level(name: String) = Level.entries.single { it.name.equals(name, ignoreCase = true) }

    /** Runs [block] on a fresh store directory, removed afterwards. */
    private fun <T> withStore(block: (File) -> T): T {
        val dir = Files.createTempDirectory("sholo-vectors").toFile()
        try {
            return block(dir)
        } finally {
            dir.deleteRecursively()
        }
    }

    @TestFactory
    fun `legal turns`(): List<DynamicNode> {
        val cases = JSONArray(read("turns.json"))
        assertTrue(cases.length() > 0, "turns.json has no cases")
        return cases.objects { i, case ->
            val position = case.getString("position")
            val taking = case.getString("taking")
            // Newer vector files label each case with its origin; older ones do not.
            val origin = case.optString("origin", "").let { if (it.isEmpty()) "" else " ($it)" }
            dynamicTest("#$i $taking$origin: $position") {
                val expected = case.getJSONArray("turns").strings()
                assertEquals(expected, legalTurns(position, takingRule(taking)))
            }
        }
    }

    @TestFactory
    fun `saves that load`(): List<DynamicNode> {
        val valid = JSONObject(read("saves.json")).getJSONArray("valid")
        assertTrue(valid.length() > 0, "saves.json has no valid saves")
        return valid.objects { _, case ->
            dynamicTest(case.getString("name")) {
                // Two people in both seats, so no computer moves on before the view is read:
                // the vector is about the history and the position it leads to.
                val save = JSONObject(case.getString("save"))
                val people = JSONObject().put("kind", "human")
                save.getJSONObject("config").put("red", people).put("white", people)
                withStore { dir ->
                    File(dir, "game.json").writeText(save.toString(2))
                    val view = opened(dir).use { table ->
                        val reports = table.takeEvents().filter {
                            it is TableEvent.FileSetAside || it is TableEvent.FileFromNewerVersion || it is TableEvent.SaveFailed
                        }
                        assertEquals(emptyList(), reports, "the save loads without a report")
                        val view = table.view()
                        assertEquals(case.getString("position"), view.positionText)
                        assertEquals(case.getJSONArray("history").strings(), view.history)
                        view
                    }
                    opened(dir).use { table -> assertEquals(view, table.view(), "the store wrote back the same game") }
                }
            }
        }
    }

    @TestFactory
    fun `saves that are refused`(): List<DynamicNode> {
        val invalid = JSONObject(read("saves.json")).getJSONArray("invalid")
        assertTrue(invalid.length() > 0, "saves.json has no invalid saves")
        return invalid.objects { _, case ->
            dynamicTest("${case.getString("name")} (${case.getString("error")})") {
                assertRefused("game.json", case.getString("save"), case.getString("error"), damaged = "damaged_save", newer = "newer_save")
            }
        }
    }

    /**
     * Each game is left finished and unrecorded in the store, and the next
     * opening records it: the record is built by the store's own path.
     */
    @TestFactory
    fun `stats sequences`(): List<DynamicNode> {
        val sequences = JSONObject(read("stats.json")).getJSONArray("sequences")
        assertTrue(sequences.length() > 0, "stats.json has no sequences")
        return sequences.objects { _, sequence ->
            dynamicTest(sequence.getString("name")) {
                withStore { dir ->
                    sequence.getJSONArray("games").objects { g, game ->
                        val winner = if (game.isNull("winner")) null else side(game.getString("winner"))
                        recordFinishedGame(dir, side(game.getString("human")), level(game.getString("level")), winner, "game $g")
                    }
                    val records = opened(dir).use { table -> table.records() }
                    sequence.getJSONArray("expect").objects { _, expect ->
                        val record = records.levels.single { it.level == level(expect.getString("level")) }
                        val label = "${expect.getString("level")} record"
                        assertEquals(expect.getInt("wins"), record.wins, "$label: wins")
                        assertEquals(expect.getInt("losses"), record.losses, "$label: losses")
                        assertEquals(expect.getInt("draws"), record.draws, "$label: draws")
                        assertEquals(expect.getInt("current_streak"), record.currentStreak, "$label: current streak")
                        assertEquals(expect.getInt("best_streak"), record.bestStreak, "$label: best streak")
                        assertEquals(record.wins + record.losses + record.draws, record.games, "$label: games")
                    }
                }
            }
        }
    }

    /**
     * A game against the computer that ended with [winner] (`null`: a draw),
     * left in the store unrecorded, as if the app was killed at the end; the
     * store's next opening records it.
     */
    private fun recordFinishedGame(dir: File, human: Side, level: Level, winner: Side?, label: String) {
        val over = when (winner) {
            Side.RED -> position(red = "c4", white = "", toMove = Side.WHITE)
            Side.WHITE -> position(red = "", white = "c6", toMove = Side.RED)
            null -> position(red = "a1", white = "a9", quiet = 80, turn = 200)
        }
        storeGame(dir, againstComputer(human, level), over)
        opened(dir).use { table ->
            val outcome = table.takeEvents().filterIsInstance<TableEvent.GameOver>().map { it.outcome }
            assertEquals(listOf(winner), outcome.map { it.winner }, "$label: recorded once, with its result")
        }
    }

    @TestFactory
    fun `stats that are refused`(): List<DynamicNode> {
        val invalid = JSONObject(read("stats.json")).getJSONArray("invalid")
        assertTrue(invalid.length() > 0, "stats.json has no invalid files")
        return invalid.objects { _, case ->
            dynamicTest("${case.getString("name")} (${case.getString("error")})") {
                assertRefused("stats.json", case.getString("json"), case.getString("error"), damaged = "damaged_stats", newer = "newer_stats")
            }
        }
    }

    /**
     * The store refuses [text] as [file]: a damaged file is set aside as
     * `<file>.damaged-1` and reported; a newer one is reported and left as it was.
     */
    private fun assertRefused(file: String, text: String, error: String, damaged: String, newer: String) = withStore { dir ->
        File(dir, file).writeText(text)
        val events = opened(dir).use { table -> table.takeEvents() }
        when (error) {
            damaged -> {
                val aside = events.filterIsInstance<TableEvent.FileSetAside>().single()
                assertEquals(file to "$file.damaged-1", aside.file to aside.keptAs)
                assertEquals(text, File(dir, "$file.damaged-1").readText(), "kept as it was")
            }
            newer -> {
                assertEquals(file, events.filterIsInstance<TableEvent.FileFromNewerVersion>().single().file)
                assertEquals(text, File(dir, file).readText(), "left untouched")
            }
            else -> error("unknown error kind $error")
        }
    }
}
