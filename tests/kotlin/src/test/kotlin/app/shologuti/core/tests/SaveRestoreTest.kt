package app.shologuti.core.tests

import app.shologuti.core.CancelToken
import app.shologuti.core.GameSession
import app.shologuti.core.Level
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import org.json.JSONObject
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** `save()` and `GameSession.restore`: identical games back, damaged or newer saves refused whole. */
class SaveRestoreTest {
    private fun assertRestoresIdentically(game: GameSession) {
        val saved = game.save()
        GameSession.restore(saved).use { restored ->
            assertEquals(game.view(), restored.view())
            assertEquals(game.summary(), restored.summary(), "the summary, game id included, survives")
            assertEquals(saved, restored.save(), "saving the restored game writes the same save")
        }
    }

    /** A two-player game four turns in, with a take played hop by hop. */
    private fun midGame(): GameSession = GameSession(twoPlayers()).apply {
        playAll("c4-c5", "d6-d5")
        playHop(pt("c5"), pt("e5"))
        playNotation("c6-c5")
    }

    @Test
    fun `a new game restores identically`() {
        GameSession(twoPlayers()).use(::assertRestoresIdentically)
        GameSession(vsComputer(human = Side.WHITE, level = Level.HARD, rules = FORCED_TAKES, seed = 99uL)).use(::assertRestoresIdentically)
    }

    @Test
    fun `a game in the middle restores identically and plays on the same`() {
        midGame().use { game ->
            assertTrue(game.view().history.size >= 4)
            assertRestoresIdentically(game)
            GameSession.restore(game.save()).use { restored ->
                game.playNotation("b4-b5")
                restored.playNotation("b4-b5")
                assertEquals(game.view(), restored.view())
            }
        }
    }

    @Test
    fun `a game from a position text restores identically`() {
        val start = position(red = "c3 a1", white = "c7 d6", quiet = 12, turn = 40)
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            game.playAll("c3-c4", "c7-c6")
            assertRestoresIdentically(game)
        }
    }

    @Test
    fun `a game against the computer restores identically with undo still limited to the person`() {
        GameSession(vsComputer(human = Side.RED, seed = 3uL)).use { game ->
            CancelToken().use { token ->
                game.playNotation("c4-c5")
                game.applyBotTurn(game.think(token))
                game.playNotation("b4-b5")
                game.applyBotTurn(game.think(token))
            }
            assertRestoresIdentically(game)
            GameSession.restore(game.save()).use { restored ->
                restored.undo()
                game.undo()
                assertEquals(game.view(), restored.view())
                assertEquals(2, restored.view().history.size)
            }
        }
    }

    @Test
    fun `a finished game restores identically, outcome and summary included`() {
        val start = position(red = "c4 a1", white = "c5 d6")
        GameSession.fromPosition(twoPlayers(), start).use { game ->
            game.playNotation("c4xc6xe6")
            assertNotNull(game.view().outcome)
            assertRestoresIdentically(game)
        }
    }

    @Test
    fun `a resigned game restores identically`() {
        GameSession(vsComputer(human = Side.RED)).use { game ->
            game.playNotation("c4-c5")
            game.resign()
            assertRestoresIdentically(game)
        }
    }

    @Test
    fun `the largest seed survives a save`() {
        GameSession(vsComputer(human = Side.RED, level = Level.EXPERT, seed = ULong.MAX_VALUE)).use { game ->
            game.playNotation("c4-c5")
            assertRestoresIdentically(game)
            GameSession.restore(game.save()).use { assertEquals(ULong.MAX_VALUE, it.view().config.seed) }
        }
    }

    @Test
    fun `a save made during a run holds only the completed turns`() {
        GameSession.fromPosition(twoPlayers(), position(red = "c4 a1", white = "c5 d6 a9")).use { game ->
            val beforeRun = game.view()
            game.playHop(pt("c4"), pt("c6"))
            GameSession.restore(game.save()).use { restored ->
                assertNull(restored.view().run)
                assertEquals(beforeRun, restored.view())
            }
        }
    }

    private fun sample(): JSONObject = midGame().use { JSONObject(it.save()) }

    private fun assertDamaged(save: String, why: String) {
        val error = assertFailsWith<SholoException.DamagedSave>(why) { GameSession.restore(save) }
        assertTrue(error.detail.isNotBlank(), why)
    }

    @Test
    fun `garbage and truncated saves are damaged`() {
        val good = sample().toString()
        assertDamaged("", "empty")
        assertDamaged("not a save", "garbage")
        assertDamaged("{}", "empty object")
        assertDamaged("[1, 2, 3]", "a list")
        assertDamaged(good.substring(0, good.length / 2), "truncated at half")
        assertDamaged(good.dropLast(1), "last brace missing")
    }

    @Test
    fun `an edited turn is a damaged save`() {
        val save = sample()
        val turns = save.getJSONArray("turns")
        assertDamaged(JSONObject(save.toString()).apply { getJSONArray("turns").put(1, "d6-d4") }.toString(), "illegal turn")
        assertDamaged(JSONObject(save.toString()).apply { getJSONArray("turns").put(0, "zz") }.toString(), "unreadable turn")
        assertDamaged(JSONObject(save.toString()).apply { getJSONArray("turns").remove(turns.length() - 1) }.toString(), "a turn dropped")
        assertDamaged(JSONObject(save.toString()).apply { getJSONArray("turns").put("a1-b2") }.toString(), "a turn added")
    }

    @Test
    fun `a position field that does not match the turns is a damaged save`() {
        val save = sample()
        assertDamaged(JSONObject(save.toString()).put("position", START).toString(), "the start as the end position")
        assertDamaged(JSONObject(save.toString()).put("start", position(red = "c4", white = "c6")).toString(), "another start")
        assertDamaged(JSONObject(save.toString()).put("start", "rrr/rrr r").toString(), "an unreadable start")
        assertDamaged(JSONObject(save.toString()).put("format", "chess").toString(), "another format")
        assertDamaged(JSONObject(save.toString()).put("version", "one").toString(), "a version that is not a number")
        assertDamaged(JSONObject(save.toString()).apply { remove("config") }.toString(), "no config")
        assertDamaged(
            JSONObject(save.toString()).apply { getJSONObject("config").put("red", JSONObject(mapOf("kind" to "computer", "level" to "godlike"))) }.toString(),
            "an unknown level",
        )
        assertDamaged(JSONObject(save.toString()).put("resigned", "purple").toString(), "a resignation by nobody")
        assertDamaged(JSONObject(save.toString()).put("surprise", 1).toString(), "an unknown field")
    }

    @Test
    fun `a resignation written into a finished game is a damaged save`() {
        val finished = GameSession.fromPosition(twoPlayers(), position(red = "c4 a1", white = "c5 d6")).use { game ->
            game.playNotation("c4xc6xe6")
            JSONObject(game.save())
        }
        assertDamaged(finished.put("resigned", "white").toString(), "resigned after the end")
    }

    @Test
    fun `a save with a higher version is NewerSave with that version`() {
        val save = sample()
        val version = save.getInt("version")
        val error = assertFailsWith<SholoException.NewerSave> {
            GameSession.restore(JSONObject(save.toString()).put("version", version + 1).toString())
        }
        assertEquals((version + 1).toUInt(), error.version)
        val far = assertFailsWith<SholoException.NewerSave> {
            GameSession.restore(JSONObject(save.toString()).put("version", 40).put("turns", "future stuff").toString())
        }
        assertEquals(40u, far.version, "a newer save is recognised before its body is read")
    }
}
