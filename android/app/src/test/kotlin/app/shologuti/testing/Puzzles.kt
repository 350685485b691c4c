package app.shologuti.testing

import app.shologuti.core.GameTable
import app.shologuti.core.TurnRecord
import app.shologuti.core.standardSettings

/** Answers to shipped puzzles, asked of a table of the test's own (the app's table does not see it). */
object Puzzles {
    /** Puzzle [id]'s solution, as the core plays it out on request. */
    fun solution(id: Int): TurnRecord = GameTable.inMemory(standardSettings(), 1uL, Unheard).use { table ->
        table.startPuzzleId(id)
        table.showSolution()
        table.view().lastTurn ?: error("puzzle $id showed no solution")
    }
}
