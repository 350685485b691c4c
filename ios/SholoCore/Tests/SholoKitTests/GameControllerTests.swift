import SholoCore
import XCTest
@testable import SholoKit

final class GameControllerTests: XCTestCase {
    private var directory: URL!
    private let layout = boardLayout()

    override func setUpWithError() throws {
        directory = makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The files as the app would find them now.
    @MainActor
    private var archive: GameArchive {
        GameArchive(directory: directory)
    }

    @MainActor
    private func controller(
        _ session: GameSession,
        onFinish: @escaping (FinishedGame) -> Void = { _ in }
    ) -> GameController {
        let controller = GameController(
            session: session, layout: layout, archive: archive,
            speed: .fast, turnsBoard: false, pause: { _ in }, onFinish: onFinish
        )
        controller.resume()
        return controller
    }

    private func point(_ name: String) -> Int32 {
        layout.index(of: name)
    }

    @MainActor
    func testTappingAPiecePicksItUpAndTappingAgainPutsItDown() throws {
        let game = controller(GameSession(config: config(red: .human, white: .human)))

        game.tap(point("c4"))
        let selection = try XCTUnwrap(game.selection)
        XCTAssertEqual(selection.piece, point("c4"))
        XCTAssertTrue(selection.steps.contains(point("c5")))
        XCTAssertTrue(selection.takeLandings.isEmpty)

        game.tap(point("c4"))
        XCTAssertNil(game.selection)
    }

    @MainActor
    func testAPieceThatCannotMoveIsNotPickedUp() {
        let game = controller(GameSession(config: config(red: .human, white: .human)))
        game.tap(point("a1"))
        XCTAssertNil(game.selection)
        game.tap(point("c6")) // White's piece on Red's turn
        XCTAssertNil(game.selection)
    }

    @MainActor
    func testAStepIsPlayedAnimatedAndSaved() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .human)))
        let moving = try XCTUnwrap(game.pieces.token(at: point("c4")))

        game.tap(point("c4"))
        game.tap(point("c5"))
        try await game.settled()

        XCTAssertEqual(game.snapshot.history, ["c4-c5"])
        XCTAssertEqual(game.snapshot.sideToMove, .white)
        XCTAssertEqual(game.pieces.token(at: point("c5"))?.id, moving.id)
        XCTAssertEqual(game.snapshot.lastTurn?.path, [point("c4"), point("c5")])
        let saved = try XCTUnwrap(archive.loadSavedGame())
        XCTAssertEqual(saved.view().history, ["c4-c5"])
    }

    @MainActor
    func testDraggingOntoATargetMoves() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .human)))
        game.beginDrag(at: point("b4"))
        game.endDrag(at: point("b5"))
        try await game.settled()
        XCTAssertEqual(game.snapshot.history, ["b4-b5"])
    }

    @MainActor
    func testDroppingAwayFromATargetPutsThePieceDown() {
        let game = controller(GameSession(config: config(red: .human, white: .human)))
        game.beginDrag(at: point("b4"))
        game.endDrag(at: point("e9"))
        XCTAssertNil(game.selection)
        XCTAssertTrue(game.snapshot.history.isEmpty)
    }

    @MainActor
    func testARunKeepsThePiecePickedUpUntilEndTurn() async throws {
        // Red's c4 takes c5 landing on c6, and from c6 may go on over d6 to e6.
        let session = try GameSession.fromPosition(
            config: config(red: .human, white: .human),
            position: "3/3/5/3w1/2w2/2r2/5/3/3 r 0 1"
        )
        let game = controller(session)

        game.tap(point("c4"))
        XCTAssertEqual(game.selection?.threatened, [point("c5")])
        game.tap(point("c6"))
        try await game.settled()

        let run = try XCTUnwrap(game.snapshot.run)
        XCTAssertEqual(run.piece, point("c6"))
        XCTAssertEqual(game.selection?.isRun, true)
        XCTAssertTrue(game.canEndTurn)
        XCTAssertFalse(archive.hasSavedGame, "no save in the middle of a turn")

        game.tap(point("c6")) // the running piece cannot be put down
        XCTAssertEqual(game.selection?.piece, point("c6"))

        game.endTurn()
        try await game.settled()
        XCTAssertNil(game.snapshot.run)
        XCTAssertEqual(game.snapshot.history, ["c4xc6"])
        XCTAssertEqual(game.snapshot.sideToMove, .white)
        XCTAssertTrue(archive.hasSavedGame)
    }

    @MainActor
    func testTheLastTakeWinsRecordsTheGameAndClearsTheSave() async throws {
        let session = try GameSession.fromPosition(
            config: config(red: .human, white: .computer(level: .easy)),
            position: "3/3/5/5/2w2/2r2/5/3/3 r 0 1"
        )
        var reported: FinishedGame?
        let game = controller(session) { reported = $0 }

        game.tap(point("c4"))
        game.tap(point("c6"))
        try await game.settled()

        let finished = try XCTUnwrap(game.finished)
        XCTAssertEqual(finished.summary.outcome.winner, .red)
        XCTAssertEqual(finished.summary.outcome.reason, .allTaken)
        XCTAssertEqual(finished.humanSide, .red)
        XCTAssertEqual(finished.record?.wins, 1)
        XCTAssertEqual(reported, finished)
        XCTAssertFalse(archive.hasSavedGame)
        XCTAssertFalse(game.acceptsInput)
    }

    @MainActor
    func testTheComputerAnswersAfterThePersonsTurn() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .computer(level: .easy))))

        game.tap(point("c4"))
        game.tap(point("c5"))
        try await game.settled()

        XCTAssertEqual(game.snapshot.history.count, 2)
        XCTAssertEqual(game.snapshot.awaiting, .human)
        XCTAssertEqual(archive.loadSavedGame()?.view().history.count, 2)
    }

    @MainActor
    func testUndoAgainstTheComputerGoesBackToBeforeThePersonsTurn() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .computer(level: .easy))))
        game.tap(point("c4"))
        game.tap(point("c5"))
        try await game.settled()

        game.undo()
        try await game.settled()

        XCTAssertTrue(game.snapshot.history.isEmpty)
        XCTAssertEqual(game.snapshot.sideToMove, .red)
        XCTAssertEqual(game.pieces.tokens.count, 32)
    }

    @MainActor
    func testLeavingTheScreenStopsTheComputer() async throws {
        let game = controller(GameSession(config: config(red: .computer(level: .expert), white: .human)))
        XCTAssertEqual(game.activity, .thinking)

        game.suspend()

        XCTAssertEqual(game.activity, .waiting)
        XCTAssertTrue(game.snapshot.history.isEmpty)
    }

    @MainActor
    func testAHintIsFoundForThePersonToMove() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .computer(level: .easy))))
        game.requestHint()
        try await game.settled()
        let hint = try XCTUnwrap(game.hint)
        XCTAssertFalse(hint.hops.isEmpty)
    }

    @MainActor
    func testResigningEndsTheGame() async throws {
        let game = controller(GameSession(config: config(red: .human, white: .human)))
        game.resign()
        try await game.settled()
        XCTAssertEqual(game.finished?.summary.outcome.reason, .resigned)
        XCTAssertEqual(game.finished?.summary.outcome.winner, .white)
    }

    @MainActor
    func testVoiceOverFactsForAMovablePiece() throws {
        let session = try GameSession.fromPosition(
            config: config(red: .human, white: .human),
            position: "3/3/5/5/2w2/2r2/5/3/3 r 0 1"
        )
        let game = controller(session)
        let c4 = try XCTUnwrap(layout.points.first { $0.name == "c4" })

        let facts = game.describe(c4)

        XCTAssertEqual(facts.name, "c4")
        XCTAssertEqual(facts.occupant, .red)
        XCTAssertEqual(facts.takes, ["c6"])
        XCTAssertEqual(facts.role, .plain)
    }

    @MainActor
    func testTheBoardTurnsForTheSideToMoveInPassAndPlay() async throws {
        let turning = GameController(
            session: GameSession(config: config(red: .human, white: .human)),
            layout: layout, archive: archive, speed: .fast, turnsBoard: true, pause: { _ in }
        )
        turning.resume()
        XCTAssertEqual(turning.nearSide, .red)
        turning.tap(point("c4"))
        turning.tap(point("c5"))
        try await turning.settled()
        XCTAssertEqual(turning.nearSide, .white)
    }
}
