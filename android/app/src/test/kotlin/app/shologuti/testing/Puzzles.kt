package app.shologuti.testing

import app.shologuti.core.GameTable
import app.shologuti.core.TurnRecord
import app.shologuti.core.standardSettings

/** Answers to shipped puzzles and lesson steps, asked of a table of the test's own (the app's table does not see it). */
object Puzzles {
    /** A turn that does step [step] of lesson [lesson], as the core plays it out on request. */
    fun lessonSolution(lesson: Int, step: Int): TurnRecord = GameTable.inMemory(standardSettings(), 1uL, Unheard).use { table ->
        table.startLesson(lesson, step)
        table.showSolution()
        table.view().lastTurn ?: error("lesson $lesson step $step showed no solution")
    }

    /** Puzzle [id]'s solution, as the core plays it out on request. */
    fun solution(id: Int): TurnRecord = GameTable.inMemory(standardSettings(), 1uL, Unheard).use { table ->
        table.startPuzzleId(id)
        table.showSolution()
        table.view().lastTurn ?: error("puzzle $id showed no solution")
    }
}
