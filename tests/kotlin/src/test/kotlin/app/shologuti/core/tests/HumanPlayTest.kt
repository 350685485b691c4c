package app.shologuti.core.tests

import app.shologuti.core.Awaiting
import app.shologuti.core.CancelToken
import app.shologuti.core.Cell
import app.shologuti.core.EndReason
import app.shologuti.core.GameSession
import app.shologuti.core.Hop
import app.shologuti.core.LastTurn
import app.shologuti.core.Level
import app.shologuti.core.Outcome
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.SholoException
import app.shologuti.core.Side
import app.shologuti.core.SideCount
import app.shologuti.core.TakingRule
import app.shologuti.core.Target
import app.shologuti.core.legalTurns
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** A person playing through the touch API: targets, playHop, endRun, undo, resign. */
class HumanPlayTest {
    /** Red's c4 faces White's c5 with c6 empty behind it, and d6 beyond: c4xc6xe6 is on. */
    private val runAvailable = position(red = "c4 a1", white = "c5 d6 a9")

    @Test
    fun `a new game shows the start position with Red to move`() {
        GameSession(twoPlayers()).use { game ->
            val view = game.view()
            assertEquals(37, view.cells.size)
            assertEquals(START, view.positionText)
            assertEquals(Cell.RED, view.cellAt("c4"))
            assertEquals(Cell.EMPTY, view.cellAt("c5"))
            assertEquals(Cell.WHITE, view.cellAt("c6"))
            assertEquals(Side.RED, view.sideToMove)
            assertEquals(Awaiting.HUMAN, view.awaiting)
            assertEquals(SideCount(left = 16, taken = 0), view.red)
            assertEquals(SideCount(left = 16, taken = 0), view.white)
            assertEquals(0, view.quietCount)
            assertEquals(80, view.quietLimit)
            assertEquals(1, view.turnNumber)
            assertNull(view.lastTurn)
            assertNull(view.run)
            assertNull(view.outcome)
            assertEquals(emptyList(), view.history)
            assertFalse(view.canUndo)
            assertEquals(pts("a4 b4 c4 d4 e4").sorted(), view.movable.sorted())
            assertEquals(twoPlayers(), view.config)
        }
    }

    @Test
    fun `a position text comes back in full rule-book form`() {
        val text = position(red = "c3 a1", white = "c7 d6", toMove = Side.WHITE, quiet = 7, turn = 31)
        GameSession.fromPosition(twoPlayers(), text).use { assertEquals(text, it.view().positionText) }
        GameSession.fromPosition(twoPlayers(), START.removeSuffix(" 0 1")).use { game ->
            assertEquals(START, game.view().positionText, "the short form means quiet 0, turn 1")
            assertEquals(GameSession(twoPlayers()).use { it.view() }, game.view())
        }
    }

    @Test
    fun `the quiet limit follows the chosen rule`() {
        for ((rule, limit) in listOf(QuietRule.DRAW80 to 80, QuietRule.MORE_PIECES60 to 60, QuietRule.MORE_PIECES40 to 40)) {
            GameSession(twoPlayers(Rules(TakingRule.OPTIONAL, rule))).use { game ->
                assertEquals(limit, game.view().quietLimit, rule.toString())
            }
        }
    }

    @Test
    fun `targets of a front-row piece at the start are its steps`() {
        GameSession(twoPlayers()).use { game ->
            assertEquals(setOf(Target(pt("a5"), null), Target(pt("b5"), null), Target(pt("c5"), null)), game.targets(pt("b4")).toSet())
            assertEquals(listOf(Target(pt("c5"), null)), game.targets(pt("c4")))
            assertEquals(emptyList(), game.targets(pt("a1")), "a1 is hemmed in by its own pieces")
        }
    }

    @Test
    fun `targets list steps with no taken point and takes with the jumped point`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            val expected = setOf(
                Target(pt("b4"), null),
                Target(pt("c3"), null),
                Target(pt("d4"), null),
                Target(pt("c6"), pt("c5")),
            )
            assertEquals(expected, game.targets(pt("c4")).toSet())
        }
    }

    @Test
    fun `a step ends the turn and is shown as the last turn`() {
        GameSession(twoPlayers()).use { game ->
            assertEquals(listOf(Hop(pt("c4"), pt("c5"), null)), game.playHop(pt("c4"), pt("c5")))
            val view = game.view()
            assertEquals(Side.WHITE, view.sideToMove)
            assertEquals(listOf("c4-c5"), view.history)
            assertEquals(LastTurn(Side.RED, "c4-c5", pts("c4 c5"), emptyList()), view.lastTurn)
            assertEquals(Cell.EMPTY, view.cellAt("c4"))
            assertEquals(Cell.RED, view.cellAt("c5"))
            assertEquals(1, view.quietCount)
            assertEquals(2, view.turnNumber)
            assertTrue(view.canUndo)
        }
    }

    @Test
    fun `a take that can go on keeps the run open with its next takes`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            assertEquals(listOf(Hop(pt("c4"), pt("c6"), pt("c5"))), game.playHop(pt("c4"), pt("c6")))
            val view = game.view()
            val run = assertNotNull(view.run)
            assertEquals(pt("c6"), run.piece)
            assertEquals(pts("c4 c6"), run.path)
            assertEquals(pts("c5"), run.taken)
            assertEquals(listOf(Target(pt("e6"), pt("d6"))), run.nextTakes)
            assertTrue(run.canEnd)
            assertEquals(Side.RED, view.sideToMove, "the turn is not over")
            assertEquals(Cell.EMPTY, view.cellAt("c5"), "a taken piece leaves the board at once")
            assertEquals(Cell.RED, view.cellAt("c6"))
            assertEquals(Cell.EMPTY, view.cellAt("c4"))
            assertEquals(emptyList(), view.movable, "no other piece may move during a run")
            assertEquals(listOf(Target(pt("e6"), pt("d6"))), game.targets(pt("c6")))
        }
    }

    @Test
    fun `the rails count a piece taken during a run at once`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            val view = game.view()
            assertEquals(view.piecesOn(Side.WHITE), view.white.left, "White's rail during the run")
            assertEquals(1, view.red.taken, "Red's taken count during the run")
        }
    }

    @Test
    fun `End turn stops a run after a take under optional takes`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            game.endRun()
            val view = game.view()
            assertNull(view.run)
            assertEquals(Side.WHITE, view.sideToMove)
            assertEquals(listOf("c4xc6"), view.history)
            assertEquals(LastTurn(Side.RED, "c4xc6", pts("c4 c6"), pts("c5")), view.lastTurn)
            assertEquals(SideCount(left = 2, taken = 1), view.red)
            assertEquals(SideCount(left = 2, taken = 0), view.white)
            assertEquals(Cell.WHITE, view.cellAt("d6"), "the untaken piece stays")
            assertEquals(0, view.quietCount, "a take resets the quiet count")
        }
    }

    @Test
    fun `a run goes on hop by hop to its end`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            assertEquals(listOf(Hop(pt("c6"), pt("e6"), pt("d6"))), game.playHop(pt("c6"), pt("e6")))
            val view = game.view()
            assertNull(view.run, "no take is left, so the turn ended by itself")
            assertEquals(listOf("c4xc6xe6"), view.history)
            val last = assertNotNull(view.lastTurn)
            assertEquals(LastTurn(Side.RED, "c4xc6xe6", pts("c4 c6 e6"), pts("c5 d6")), last.copy(taken = last.taken.sorted()))
            assertEquals(SideCount(left = 2, taken = 2), view.red)
            assertEquals(SideCount(left = 1, taken = 0), view.white)
        }
    }

    @Test
    fun `a hint is a legal turn the person can play hop by hop`() {
        GameSession(vsComputer(human = Side.RED, level = Level.EASY)).use { game ->
            val hint = CancelToken().use { game.hint(it) }
            assertTrue(hint.notation in legalTurns(START, TakingRule.OPTIONAL), hint.notation)
            assertEquals(emptyList(), game.view().history, "a hint plays nothing")
            for (hop in hint.hops) game.playHop(hop.from, hop.to)
            if (game.view().run != null) game.endRun()
            assertEquals(listOf(hint.notation), game.view().history)
        }
    }

    /** Red's c4 can take all the way round the square c4-c6-e6-e4 and land where it started. */
    private val loopRun = position(red = "c4", white = "c5 d6 e5 d4 a9")

    @Test
    fun `a run may pass and end on its own start point`() {
        GameSession.fromPosition(twoPlayers(), loopRun).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            game.playHop(pt("c6"), pt("e6"))
            game.playHop(pt("e6"), pt("e4"))
            val during = game.view()
            assertEquals(Cell.EMPTY, during.cellAt("c4"), "the piece has left its start")
            assertEquals(Cell.RED, during.cellAt("e4"))
            assertEquals(listOf(Target(pt("c4"), pt("d4"))), assertNotNull(during.run).nextTakes)
            assertEquals(listOf(Hop(pt("e4"), pt("c4"), pt("d4"))), game.playHop(pt("e4"), pt("c4")))
            val view = game.view()
            assertNull(view.run)
            assertEquals(listOf("c4xc6xe6xe4xc4"), view.history)
            assertEquals(pts("c4 c6 e6 e4 c4"), assertNotNull(view.lastTurn).path)
            assertEquals(pts("c5 d6 e5 d4").sorted(), assertNotNull(view.lastTurn).taken.sorted())
            assertEquals(Cell.RED, view.cellAt("c4"))
            assertEquals(SideCount(left = 1, taken = 4), view.red)
            assertEquals(SideCount(left = 1, taken = 0), view.white)
        }
    }

    @Test
    fun `with forced takes a loop run plays itself round after the first choice`() {
        GameSession.fromPosition(twoPlayers(FORCED_TAKES), loopRun).use { game ->
            assertEquals(setOf(Target(pt("c6"), pt("c5")), Target(pt("e4"), pt("d4"))), game.targets(pt("c4")).toSet())
            val hops = game.playHop(pt("c4"), pt("e4"))
            assertEquals(pts("c4 e4 e6 c6 c4"), listOf(hops.first().from) + hops.map { it.to })
            assertEquals(listOf("c4xe4xe6xc6xc4"), game.view().history)
            assertEquals(Cell.RED, game.view().cellAt("c4"))
        }
    }

    @Test
    fun `End turn without a run is refused`() {
        GameSession(twoPlayers()).use { game ->
            assertFailsWith<SholoException.NothingToDo> { game.endRun() }
        }
    }

    @Test
    fun `with forced takes a single continuation is played automatically`() {
        GameSession.fromPosition(twoPlayers(FORCED_TAKES), runAvailable).use { game ->
            val hops = game.playHop(pt("c4"), pt("c6"))
            assertEquals(listOf(Hop(pt("c4"), pt("c6"), pt("c5")), Hop(pt("c6"), pt("e6"), pt("d6"))), hops)
            val view = game.view()
            assertNull(view.run)
            assertEquals(listOf("c4xc6xe6"), view.history)
            assertEquals(Side.WHITE, view.sideToMove)
        }
    }

    @Test
    fun `with forced takes a run with a choice cannot be ended`() {
        val twoWays = position(red = "c4 a1", white = "c5 b6 d6 a9")
        GameSession.fromPosition(twoPlayers(FORCED_TAKES), twoWays).use { game ->
            assertEquals(listOf(Hop(pt("c4"), pt("c6"), pt("c5"))), game.playHop(pt("c4"), pt("c6")))
            val run = assertNotNull(game.view().run)
            assertFalse(run.canEnd)
            assertEquals(setOf(Target(pt("a6"), pt("b6")), Target(pt("e6"), pt("d6"))), run.nextTakes.toSet())
            assertFailsWith<SholoException.IllegalMove> { game.endRun() }
            assertEquals(run, game.view().run, "the refused End turn changed nothing")
            assertEquals(listOf(Hop(pt("c6"), pt("a6"), pt("b6"))), game.playHop(pt("c6"), pt("a6")))
            assertEquals(listOf("c4xc6xa6"), game.view().history)
        }
    }

    @Test
    fun `with forced takes a step is refused while a take is available`() {
        GameSession.fromPosition(twoPlayers(FORCED_TAKES), runAvailable).use { game ->
            assertEquals(listOf(Target(pt("c6"), pt("c5"))), game.targets(pt("c4")))
            assertEquals(emptyList(), game.targets(pt("a1")))
            assertFailsWith<SholoException.IllegalMove> { game.playHop(pt("a1"), pt("b2")) }
            assertFailsWith<SholoException.IllegalMove> { game.playHop(pt("c4"), pt("b4")) }
            assertEquals(pts("c4"), game.view().movable)
        }
    }

    @Test
    fun `illegal taps are refused and change nothing`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            val before = game.view()
            val illegal = listOf(
                "c4" to "c5", // onto a piece
                "c4" to "c7", // not a neighbour nor a jump
                "b4" to "b5", // no piece there
                "c5" to "b5", // the opponent's piece
                "a1" to "a9", // far away
            )
            for ((from, to) in illegal) {
                assertFailsWith<SholoException.IllegalMove>("$from to $to") { game.playHop(pt(from), pt(to)) }
            }
            assertFailsWith<SholoException.IllegalMove>("off the board") { game.playHop(37, 0) }
            assertFailsWith<SholoException.IllegalMove>("negative point") { game.playHop(-1, pt("c5")) }
            assertEquals(before, game.view())
        }
    }

    @Test
    fun `during a run only the running piece may move`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            val during = game.view()
            assertFailsWith<SholoException.IllegalMove> { game.playHop(pt("a1"), pt("b2")) }
            assertFailsWith<SholoException.IllegalMove>("a step in mid-run") { game.playHop(pt("c6"), pt("c5")) }
            assertFailsWith<SholoException.IllegalMove>("a whole turn in mid-run") { game.playNotation("a1-b2") }
            assertEquals(emptyList(), game.targets(pt("a1")))
            assertEquals(during, game.view())
        }
    }

    @Test
    fun `playing for the computer's side is not your turn`() {
        GameSession(vsComputer(human = Side.WHITE)).use { game ->
            val view = game.view()
            assertEquals(Awaiting.COMPUTER, view.awaiting)
            assertEquals(emptyList(), view.movable)
            assertFailsWith<SholoException.NotYourTurn> { game.playHop(pt("c4"), pt("c5")) }
            assertFailsWith<SholoException.NotYourTurn> { game.playNotation("c4-c5") }
            assertEquals(view, game.view())
        }
        GameSession(vsComputer(human = Side.RED)).use { game ->
            game.playHop(pt("c4"), pt("c5"))
            assertEquals(Awaiting.COMPUTER, game.view().awaiting)
            assertFailsWith<SholoException.NotYourTurn> { game.playHop(pt("c6"), pt("c4")) }
            assertFailsWith<SholoException.NotYourTurn> { game.playHop(pt("d6"), pt("d5")) }
        }
    }

    @Test
    fun `undo takes back a run in progress`() {
        GameSession.fromPosition(twoPlayers(), runAvailable).use { game ->
            val before = game.view()
            game.playHop(pt("c4"), pt("c6"))
            assertTrue(game.view().canUndo)
            game.undo()
            assertEquals(before, game.view())
        }
    }

    @Test
    fun `undo in a two-player game takes back one turn at a time`() {
        GameSession(twoPlayers()).use { game ->
            val start = game.view()
            game.playNotation("c4-c5")
            val afterOne = game.view()
            game.playNotation("d6-d5")
            game.undo()
            assertEquals(afterOne, game.view())
            game.undo()
            assertEquals(start, game.view())
            assertFailsWith<SholoException.NothingToDo> { game.undo() }
        }
    }

    @Test
    fun `undo against the computer goes back to before the person's last turn`() {
        GameSession(vsComputer(human = Side.WHITE, level = Level.EASY)).use { game ->
            CancelToken().use { token ->
                game.applyBotTurn(game.think(token))
                val personToMove = game.view()
                game.playNotation(legalTurns(personToMove.positionText, TakingRule.OPTIONAL).first())
                game.applyBotTurn(game.think(token))
                assertEquals(3, game.view().history.size)
                game.undo()
                assertEquals(personToMove, game.view())
                assertFailsWith<SholoException.NothingToDo>("the computer's first turn is not the person's to undo") { game.undo() }
            }
        }
    }

    @Test
    fun `undo after the computer's winning reply reopens the game at the person's turn`() {
        // Red (the person) has one piece; c4-c5 walks into White's take c6xc4.
        val start = position(red = "c4", white = "c6 a9")
        GameSession.fromPosition(vsComputer(human = Side.RED, level = Level.HARD), start).use { game ->
            val before = game.view()
            game.playNotation("c4-c5")
            CancelToken().use { game.applyBotTurn(game.think(it)) }
            assertEquals(listOf("c4-c5", "c6xc4"), game.view().history)
            assertEquals(Outcome(Side.WHITE, EndReason.ALL_TAKEN), game.view().outcome)
            assertTrue(game.view().canUndo)
            game.undo()
            assertEquals(before, game.view())
        }
    }

    @Test
    fun `undo after the person's winning turn takes back that turn only`() {
        GameSession.fromPosition(vsComputer(human = Side.RED), position(red = "c4 a1", white = "c5 d6")).use { game ->
            val before = game.view()
            game.playNotation("c4xc6xe6")
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), game.view().outcome)
            game.undo()
            assertEquals(before, game.view())
        }
    }

    @Test
    fun `a hint is refused in the middle of a run and resigning drops the run`() {
        GameSession.fromPosition(vsComputer(human = Side.RED), runAvailable).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            CancelToken().use { token ->
                assertFailsWith<SholoException.IllegalMove> { game.hint(token) }
            }
            game.resign()
            val view = game.view()
            assertNull(view.run)
            assertEquals(Outcome(Side.WHITE, EndReason.RESIGNED), view.outcome)
            assertEquals(Cell.RED, view.cellAt("c4"), "the unfinished run is not played")
            assertEquals(Cell.WHITE, view.cellAt("c5"))
        }
    }

    @Test
    fun `a position whose side to move has no pieces left is already won`() {
        GameSession.fromPosition(twoPlayers(), position(red = "c4", white = "", toMove = Side.WHITE)).use { game ->
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), game.view().outcome)
            assertEquals(Awaiting.NOBODY, game.view().awaiting)
        }
        assertEquals(emptyList(), legalTurns(position(red = "c4", white = "", toMove = Side.WHITE), TakingRule.OPTIONAL))
    }

    @Test
    fun `a two-player game can be resigned by the side to move and the resignation undone`() {
        GameSession(twoPlayers()).use { game ->
            game.playNotation("c4-c5")
            val playing = game.view()
            game.resign()
            val view = game.view()
            assertEquals(Outcome(Side.RED, EndReason.RESIGNED), view.outcome, "White resigned on its turn")
            assertEquals(Awaiting.NOBODY, view.awaiting)
            assertEquals(emptyList(), view.movable)
            assertEquals(1, assertNotNull(game.summary()).turns)
            game.undo()
            val reopened = game.view()
            assertNull(reopened.outcome, "undo reopens a resigned game")
            assertEquals(Awaiting.HUMAN, reopened.awaiting)
            assertTrue(playing.history.take(reopened.history.size) == reopened.history)
        }
    }

    @Test
    fun `against the computer resigning loses for the person even on the computer's turn`() {
        GameSession(vsComputer(human = Side.RED)).use { game ->
            game.playNotation("c4-c5")
            game.resign()
            assertEquals(Outcome(Side.WHITE, EndReason.RESIGNED), game.view().outcome)
        }
    }

    @Test
    fun `after the end only undo, save and summary still work`() {
        val lastTwo = position(red = "c4", white = "c5 d6")
        GameSession.fromPosition(twoPlayers(), lastTwo).use { game ->
            game.playHop(pt("c4"), pt("c6"))
            game.playHop(pt("c6"), pt("e6"))
            assertEquals(Outcome(Side.RED, EndReason.ALL_TAKEN), game.view().outcome)
            val over = game.view()
            assertFailsWith<SholoException.GameOver> { game.playHop(pt("e6"), pt("e7")) }
            assertFailsWith<SholoException.GameOver> { game.playNotation("e6-e7") }
            assertFailsWith<SholoException.GameOver> { game.resign() }
            assertEquals(emptyList(), game.targets(pt("e6")))
            assertEquals(over, game.view())
            assertNotNull(game.summary())
            assertTrue(game.save().isNotEmpty())
            assertTrue(over.canUndo)
            game.undo()
            assertNull(game.view().outcome)
            assertEquals(Awaiting.HUMAN, game.view().awaiting)
        }
    }
}
