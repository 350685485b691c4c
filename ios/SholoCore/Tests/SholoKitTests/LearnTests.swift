import SholoCore
import XCTest
@testable import SholoKit

/// Lessons and puzzles through the app's adapter: started, judged, answered,
/// shown, counted and left, on the real table. What the table judges is
/// tested in Rust; these check the Swift side carries it.
@MainActor
final class LearnTests: XCTestCase {
    private let layout = boardLayout()

    /// A table whose files are not kept, its game screen on.
    private func learningTable() -> TableModel {
        let model = TableModel { GameTable.inMemory(settings: .standard, seed: 5, listener: $0) }
        model.gameScreen(isShown: true)
        return model
    }

    private func lesson(_ id: String, in model: TableModel) throws -> Int32 {
        let index = try XCTUnwrap(model.progress.lessons.firstIndex { $0.id == id }, "no lesson \(id)")
        return Int32(index)
    }

    func testTheCourseIsListedWithNothingDoneAndEveryTitleHasWords() {
        let model = learningTable()

        XCTAssertEqual(model.progress.lessons.count, 14)
        XCTAssertTrue(model.progress.lessons.allSatisfy { $0.stepsDone == 0 && $0.steps > 0 })
        for lesson in model.progress.lessons {
            XCTAssertEqual(lesson.title.key, "lesson.\(lesson.id).title")
            XCTAssertNotNil(englishText(prompt: lesson.title), lesson.id)
        }
        XCTAssertGreaterThanOrEqual(model.progress.puzzles.available, 300)
        XCTAssertEqual(model.progress.puzzles.rating, 1000)
    }

    func testALessonStepIsSolvedByItsTurnAndCountedInTheProgress() throws {
        let model = learningTable()
        let step = try lesson("step", in: model)

        model.startLesson(step, step: 0)
        let drill = try XCTUnwrap(model.view.drill)
        XCTAssertEqual(drill.kind, .lesson(lesson: step, step: 0))
        XCTAssertEqual(drill.status, .trying)
        XCTAssertEqual(drill.prompt.key, "lesson.step.1")
        XCTAssertNil(drill.why, "the why comes once solved")

        model.tap(layout.index(of: "c3"))
        model.tap(layout.index(of: "c4"))

        let solved = try XCTUnwrap(model.view.drill)
        XCTAssertEqual(solved.status, .solved)
        XCTAssertEqual(solved.why?.key, "lesson.step.1.why")
        XCTAssertTrue(solved.canNext)
        XCTAssertEqual(model.progress.lessons[Int(step)].stepsDone, 1, "the published progress follows the table")
        XCTAssertEqual(model.progress.lessons[Int(step)].resumeStep, 1, "chosen again, it goes on from step 2")

        model.nextExercise()
        XCTAssertEqual(model.view.drill?.kind, .lesson(lesson: step, step: 1))
        XCTAssertEqual(model.view.drill?.status, .trying)
    }

    func testAWrongTurnIsAnsweredThenRefusedUntilRetry() async throws {
        let model = learningTable()
        let log = EventLog(model)
        let take = try lesson("take", in: model)
        model.startLesson(take, step: 0)
        let start = model.view.cells

        model.tap(layout.index(of: "c4"))
        model.tap(layout.index(of: "b4"))  // a step where a take was asked for
        XCTAssertEqual(model.view.drill?.status, .missed)
        XCTAssertTrue(log.events.contains(.exerciseSettled(status: .missed)), "said once, by the table")
        // The computer's answer comes from the runtime's thread, through the listener.
        try await waitUntil(timeout: 60) { model.view.drill?.reply != nil }
        XCTAssertEqual(model.view.drill?.reply?.byComputer, true)
        XCTAssertEqual(model.view.drill?.awaitingReply, false, "the answer came")
        XCTAssertEqual(log.events.filter { $0 == .exerciseSettled(status: .missed) }.count, 1)
        // The core says what the answer does and which piece falls.
        XCTAssertEqual(model.view.drill?.feedback?.key, "drill.wrong.take")
        XCTAssertEqual(model.view.drill?.feedback?.args.last, "b4")
        XCTAssertTrue(log.events.contains { if case .turnPlayed(let turn, _) = $0 { return turn.byComputer } else { return false } })
        XCTAssertEqual(model.view.drill?.canRetry, true)

        model.tap(layout.index(of: "c4"))
        model.resign()
        let refusals: [Refusal] = log.events.compactMap { if case .refused(let reason, _) = $0 { return reason } else { return nil } }
        XCTAssertEqual(Array(refusals.suffix(2)), [.exerciseOver, .learning])

        model.retry()
        XCTAssertEqual(model.view.drill?.status, .trying)
        XCTAssertNil(model.view.drill?.reply)
        XCTAssertEqual(model.view.cells, start)
    }

    func testAHintMarksAPieceThatCanMove() throws {
        let model = learningTable()
        model.startPuzzle(id: 0)
        let log = EventLog(model)
        XCTAssertNil(model.view.drill?.hintPiece)
        XCTAssertTrue(model.view.canHint)

        model.hint()

        let piece = try XCTUnwrap(model.view.drill?.hintPiece)
        XCTAssertTrue(model.view.movable.contains(piece))
        XCTAssertEqual(log.events, [.pieceHinted(point: piece)])
        XCTAssertFalse(model.view.canHint, "offered once")
    }

    func testTheSolutionIsPlayedFromTheStartAndThePuzzleCountsAsMissed() throws {
        let model = learningTable()
        model.startPuzzle(id: 0)
        let log = EventLog(model)
        let drill = try XCTUnwrap(model.view.drill)
        XCTAssertEqual(drill.kind, .puzzle(id: 0))
        XCTAssertNotNil(drill.rating)
        XCTAssertEqual(drill.steps, 1)
        let start = model.view.cells

        model.showSolution()

        XCTAssertEqual(model.view.drill?.status, .shown)
        XCTAssertEqual(model.view.moves.count, 1)
        // Taken back to the start, then played as the computer's turn with
        // every hop still to show, in the one change the app plays.
        XCTAssertEqual(log.events.first, .takenBack(turns: 0))
        let played: [(TurnRecord, Int32)] = log.events.compactMap {
            if case .turnPlayed(let turn, let shownHops) = $0 { return (turn, shownHops) } else { return nil }
        }
        let (solution, shownHops) = try XCTUnwrap(played.last)
        XCTAssertTrue(solution.byComputer)
        XCTAssertEqual(shownHops, 0)
        XCTAssertEqual(solution.notation, model.view.moves.last?.notation)
        XCTAssertEqual(model.view.hopBoards.first, start, "the core gives the app the solution's start to draw it from")
        XCTAssertEqual(log.events.last, .exerciseSettled(status: .shown), "said after the solution's turn")
        XCTAssertEqual(model.progress.puzzles.missed, 1)
        XCTAssertEqual(model.progress.puzzles.streak, 0)
    }

    func testLeavingBringsBackTheGameKeptAside() throws {
        let model = TableModel { GameTable.inMemory(settings: twoPeople(), seed: 2, listener: $0) }
        model.gameScreen(isShown: true)
        let piece = try XCTUnwrap(model.view.movable.first)
        model.tap(piece)
        let target = try XCTUnwrap(model.view.targets.first)
        model.tap(target.to)
        let game = model.view
        let log = EventLog(model)

        model.startPuzzle()
        XCTAssertNotNil(model.view.drill)
        XCTAssertTrue(model.view.moves.isEmpty)

        model.leaveLearning()
        XCTAssertNil(model.view.drill)
        XCTAssertEqual(model.view.cells, game.cells)
        XCTAssertEqual(model.view.moves, game.moves)
        XCTAssertTrue(log.events.contains(.newGame))
    }

    func testAPuzzleOutsideTheSetIsRefusedAndNothingStarts() {
        let model = learningTable()
        let log = EventLog(model)

        model.startPuzzle(id: -1)

        XCTAssertNil(model.view.drill)
        XCTAssertTrue(log.events.contains(.refused(reason: .noPuzzles, feedback: false)))
    }
}
