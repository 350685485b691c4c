package app.shologuti.core.tests

import app.shologuti.core.EndReason
import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.StatsBook
import app.shologuti.core.TakingRule
import app.shologuti.core.legalTurns
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest.dynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/**
 * The conformance vectors in tests/vectors/, the same facts the Rust tests
 * check: legal turns, saves that load or are refused, stats sequences.
 */
class ConformanceVectorsTest {
    private val vectors = File(System.getProperty("sholo.vectors.dir") ?: "../vectors")

    private fun read(name: String): String {
        val file = File(vectors, name)
        assertTrue(file.isFile, "missing conformance vector file ${file.absolutePath}")
        return file.readText()
    }

    private fun JSONObject.optText(key: String): String? = if (isNull(key)) null else optString(key, null)

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

    @TestFactory
    fun `legal turns`(): List<DynamicNode> {
        val cases = JSONArray(read("turns.json"))
        assertTrue(cases.length() > 0, "turns.json has no cases")
        return cases.objects { i, case ->
            val position = case.getString("position")
            val taking = case.getString("taking")
            dynamicTest("#$i $taking: $position") {
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
                GameSession.restore(case.getString("save")).use { game ->
                    val view = game.view()
                    assertEquals(case.getString("position"), view.positionText)
                    assertEquals(case.getJSONArray("history").strings(), view.history)
                    GameSession.restore(game.save()).use { again -> assertEquals(view, again.view()) }
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
                val save = case.getString("save")
                when (val error = case.getString("error")) {
                    "damaged_save" -> assertFailsWith<SholoException.DamagedSave> { GameSession.restore(save) }
                    "newer_save" -> assertFailsWith<SholoException.NewerSave> { GameSession.restore(save) }
                    else -> error("unknown error kind $error")
                }
            }
        }
    }

    @TestFactory
    fun `stats sequences`(): List<DynamicNode> {
        val sequences = JSONObject(read("stats.json")).getJSONArray("sequences")
        assertTrue(sequences.length() > 0, "stats.json has no sequences")
        return sequences.objects { _, sequence ->
            val name = sequence.getString("name")
            dynamicTest(name) {
                StatsBook().use { book ->
                    sequence.getJSONArray("games").objects { g, game ->
                        val winner = game.optText("winner")?.let(::side)
                        val summary = GameSummary(
                            gameId = "$name-$g",
                            outcome = Outcome(winner, if (winner == null) EndReason.REPETITION else EndReason.ALL_TAKEN),
                            config = vsComputer(side(game.getString("human")), level(game.getString("level"))),
                            red = SideCount(0, 0),
                            white = SideCount(0, 0),
                            turns = 0,
                        )
                        assertTrue(book.recordGame(summary), "game $g recorded")
                    }
                    sequence.getJSONArray("expect").objects { _, expect ->
                        val record = book.levelRecord(level(expect.getString("level")))
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

    @TestFactory
    fun `stats that are refused`(): List<DynamicNode> {
        val invalid = JSONObject(read("stats.json")).getJSONArray("invalid")
        assertTrue(invalid.length() > 0, "stats.json has no invalid files")
        return invalid.objects { _, case ->
            dynamicTest("${case.getString("name")} (${case.getString("error")})") {
                val json = case.getString("json")
                when (val error = case.getString("error")) {
                    "damaged_stats" -> assertFailsWith<SholoException.DamagedStats> { StatsBook.load(json) }
                    "newer_stats" -> assertFailsWith<SholoException.NewerStats> { StatsBook.load(json) }
                    else -> error("unknown error kind $error")
                }
            }
        }
    }
}
