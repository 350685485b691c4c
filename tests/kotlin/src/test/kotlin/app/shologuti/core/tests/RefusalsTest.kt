package app.shologuti.core.tests

import app.shologuti.core.GameTable
import app.shologuti.core.Level
import app.shologuti.core.Refusal
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.core.legalTurns
import org.junit.jupiter.api.io.TempDir
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.Arguments
import org.junit.jupiter.params.provider.MethodSource
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/**
 * Bad input: intents never throw; each refusal arrives as a `Refused` event
 * with its reason and changes nothing. Only constructors and tools fail, with
 * a typed `SholoException`.
 */
class RefusalsTest {
    companion object {
        /** Broken position texts, each with a word its error detail must mention. */
        @JvmStatic
        fun badPositions(): List<Arguments> = listOf(
            Arguments.of("", "empty"),
            Arguments.of("garbage", "fields"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr r", "9 rows"),
            Arguments.of("www/www/wwwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r", "row 7"),
            Arguments.of("www/www/wwxww/wwwww/5/rrrrr/rrrrr/rrr/rrr r", "'x'"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr x", "side"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r q 1", "quiet"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 0", "turn number"),
            Arguments.of("www/www/wwwww/wwwww/r4/rrrrr/rrrrr/rrr/rrr r", "17"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r -1 1", "quiet"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 99999999999", "turn number"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 4294967295", "turn number"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 81 1", "quiet count"),
            Arguments.of("www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0", "fields"),
        )

        private val runAvailable = position(red = "c4 a1", white = "c5 d6 a9")
    }

    @ParameterizedTest(name = "[{index}] \"{0}\"")
    @MethodSource("badPositions")
    fun `a bad position text is refused with a detail naming the problem`(text: String, mentioned: String) {
        val fromTable = assertFailsWith<SholoException.BadPosition> { GameTable.fromPosition(twoPeople(), text, Changes()) }
        assertTrue(fromTable.detail.contains(mentioned, ignoreCase = true), "detail \"${fromTable.detail}\" should mention $mentioned")
        val fromTool = assertFailsWith<SholoException.BadPosition> { legalTurns(text, TakingRule.OPTIONAL) }
        assertEquals(fromTable.detail, fromTool.detail)
    }

    @Test
    fun `a store directory that cannot be used is a Storage error`(@TempDir dir: File) {
        val file = File(dir, "a-file").apply { writeText("not a directory") }
        val error = assertFailsWith<SholoException.Storage> { GameTable.open(file.absolutePath, Changes()) }
        assertTrue(error.detail.isNotBlank())
        assertEquals("not a directory", file.readText(), "the file in the way is untouched")
    }

    @Test
    fun `points off the board are refused as NoSuchPoint by every intent that takes one`() {
        inMemory(twoPeople()).use { table ->
            val before = table.view()
            val offBoard = listOf(-1, 37, 1000, Int.MAX_VALUE, Int.MIN_VALUE)
            for (index in offBoard) {
                table.tap(index)
                table.dragStart(index)
                table.dragDrop(index)
            }
            assertEquals(offBoard.flatMap { List(3) { _ -> Refusal.NoSuchPoint(it) } }, table.takeEvents().refusals())
            assertEquals(before, table.view())
            table.tap(pt("c4"))
            table.tap(37)
            assertEquals(pt("c4"), table.view().selected, "a refused tap keeps the piece in hand")
        }
    }

    @Test
    fun `a tap on a point with no piece that can move is CannotMove`() {
        inMemory(twoPeople()).use { table ->
            val before = table.view()
            for (point in listOf("c5", "c6", "a1")) table.tap(pt(point)) // empty, White's, hemmed in
            assertEquals(listOf("c5", "c6", "a1").map { Refusal.CannotMove(pt(it)) }, table.takeEvents().refusals())
            assertEquals(before, table.view())
        }
    }

    @Test
    fun `a tap where the piece in hand cannot go is NoSuchHop and keeps it in hand`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tap(pt("c4"))
            val holding = table.view()
            table.takeEvents()
            for (to in listOf("c5", "c7", "a9", "e9")) table.tap(pt(to))
            assertEquals(listOf("c5", "c7", "a9", "e9").map { Refusal.NoSuchHop(pt("c4"), pt(it)) }, table.takeEvents().refusals())
            assertEquals(holding, table.view())
        }
    }

    @Test
    fun `during a run only the running piece's takes are accepted`() {
        fromPosition(twoPeople(), runAvailable).use { table ->
            table.tapAll("c4xc6")
            val during = table.view()
            table.takeEvents()
            table.tap(pt("c5")) // a step back in mid-run
            table.tap(pt("a1"))
            val refused = table.takeEvents().refusals()
            assertEquals(2, refused.size, refused.toString())
            assertEquals(Refusal.NoSuchHop(pt("c6"), pt("c5")), refused[0])
            assertEquals(during, table.view())
            // A hint is no refusal mid-run: it is searched among the run's continuations.
            table.hint()
            assertEquals(emptyList(), table.takeEvents().refusals())
            assertTrue(table.view().hintPending || table.view().hint != null)
        }
    }

    @Test
    fun `End turn without a run is NoRun`() {
        inMemory(twoPeople()).use { table ->
            table.endTurn()
            assertEquals(listOf<Refusal>(Refusal.NoRun), table.takeEvents().refusals())
        }
    }

    @Test
    fun `a finished game refuses play, resign and undo as GameOver, and rematch only then`() {
        inMemory(twoPeople()).use { table ->
            table.rematch()
            assertEquals(listOf<Refusal>(Refusal.GameInProgress), table.takeEvents().refusals())
        }
        fromPosition(twoPeople(), position(red = "c4", white = "c5 d6")).use { table ->
            table.tapAll("c4xc6xe6")
            val over = table.view()
            table.takeEvents()
            table.tap(pt("e6"))
            table.resign()
            table.undo()
            table.hint()
            assertEquals(List(4) { Refusal.GameOver }, table.takeEvents().refusals())
            assertEquals(over, table.view())
        }
    }

    @Test
    fun `watching two computers refuses the board, resign and undo`() {
        fromPosition(computersOnly(Level.EASY), position(red = "a1 e1", white = "a9 e9")).use { table ->
            table.pause()
            table.resume()
            table.tap(pt("a1"))
            table.resign()
            table.undo()
            val refused = table.takeEvents().refusals()
            assertEquals(List(3) { Refusal.WatchingOnly }, refused)
        }
    }

    @Test
    fun `while reviewing play is refused, and a review index beyond the game is NoSuchTurn`() {
        inMemory(twoPeople()).use { table ->
            table.tapAll("c4-c5")
            table.reviewTo(0)
            val reviewing = table.view()
            table.takeEvents()
            table.tap(pt("d6"))
            table.undo()
            table.resign()
            table.reviewTo(2)
            table.reviewTo(-1)
            assertEquals(
                listOf(Refusal.Reviewing, Refusal.Reviewing, Refusal.Reviewing, Refusal.NoSuchTurn, Refusal.NoSuchTurn),
                table.takeEvents().refusals(),
            )
            assertEquals(reviewing, table.view())
        }
    }

    @Test
    fun `the person playing White cannot move Red's pieces`() {
        inMemory(againstComputer(human = Side.WHITE)).use { table ->
            table.awaitComputer()
            table.takeEvents()
            val view = table.view()
            table.tap(pt("c3"))
            assertEquals(listOf<Refusal>(Refusal.CannotMove(pt("c3"))), table.takeEvents().refusals())
            assertEquals(view, table.view())
        }
    }
}
