import SholoCore
import XCTest
@testable import SholoKit

/// The app's adapter over the real table: intents go in, the view and the
/// events come back, on the main actor. What the table decides is tested in
/// Rust; these check the Swift side carries it.
@MainActor
final class TableModelTests: XCTestCase {
    private let layout = boardLayout()

    /// Red on c4 and White on c5 with c6 empty: one take ends the game.
    private func lastPieceTable() throws -> TableModel {
        try TableModel { relay in
            try GameTable.fromPosition(settings: twoPeople(), position: "3/3/5/5/2w2/2r2/5/3/3 r 0 1", listener: relay)
        }
    }

    func testPickingAPieceShowsItsTargetsAndSaysSo() throws {
        let model = try lastPieceTable()
        let log = EventLog(model)
        model.gameScreen(isShown: true)

        model.tap(layout.index(of: "c4"))

        XCTAssertEqual(model.view.selected, layout.index(of: "c4"))
        let take = model.view.targets.first { $0.taken != nil }
        XCTAssertEqual(take?.to, layout.index(of: "c6"))
        XCTAssertEqual(take?.taken, layout.index(of: "c5"))
        XCTAssertTrue(model.view.targets.contains { $0.taken == nil }, "c4 may also step")
        XCTAssertEqual(log.events.first, .pickedUp(point: layout.index(of: "c4")))
    }

    func testTakingTheLastPieceEndsTheGameWithItsSummary() throws {
        let model = try lastPieceTable()
        let log = EventLog(model)
        model.gameScreen(isShown: true)

        model.tap(layout.index(of: "c4"))
        model.tap(layout.index(of: "c6"))

        XCTAssertEqual(model.view.outcome?.winner, .red)
        XCTAssertEqual(model.view.result?.headline, .sideWins(side: .red), "two people: by colour")
        XCTAssertEqual(model.view.result?.loser, .white)
        XCTAssertEqual(model.view.status, .over(headline: .sideWins(side: .red)))
        XCTAssertEqual(model.view.summary?.outcome.reason, .allTaken)
        XCTAssertEqual(model.view.moves.count, 1)
        XCTAssertTrue(log.events.contains { if case .gameOver = $0 { return true } else { return false } })
        XCTAssertFalse(model.view.canUndo, "a finished game is final")
    }

    func testAFinishedGameIsReviewedAndItsMoveListGraded() async throws {
        let model = try lastPieceTable()
        model.gameScreen(isShown: true)
        model.tap(layout.index(of: "c4"))
        model.tap(layout.index(of: "c6"))
        XCTAssertTrue(model.view.canAnalyse)

        model.analyse()
        // A two-piece game's review may already be back: asked for, it is
        // not offered again either way.
        XCTAssertFalse(model.view.canAnalyse)
        // The review runs on the runtime's thread and arrives through the listener.
        try await waitUntil { model.view.moves.first?.grade != nil }
        XCTAssertEqual(model.view.moves.first?.grade?.grade, .good, "taking the last piece wins")
        XCTAssertFalse(model.view.analysing)
        XCTAssertFalse(model.view.canAnalyse)
    }

    func testARefusedTapChangesNothingAndComesBackAsAnEvent() throws {
        let model = try lastPieceTable()
        let log = EventLog(model)
        model.gameScreen(isShown: true)
        let before = model.view

        model.tap(layout.index(of: "c5"))

        XCTAssertEqual(model.view, before)
        XCTAssertTrue(log.events.contains { if case .refused = $0 { return true } else { return false } })
    }

    func testAPausedTableRefusesMovesUntilTheScreenIsShown() throws {
        let model = try lastPieceTable()
        let log = EventLog(model)

        model.tap(layout.index(of: "c4"))

        XCTAssertNil(model.view.selected)
        XCTAssertTrue(log.events.contains(.refused(reason: .paused, feedback: false)))
        model.gameScreen(isShown: true)
        model.tap(layout.index(of: "c4"))
        XCTAssertEqual(model.view.selected, layout.index(of: "c4"))
    }

    func testTheFirstViewIsReadAfterThePause() {
        let model = TableModel { GameTable.inMemory(settings: twoPeople(), seed: 3, listener: $0) }
        XCTAssertTrue(model.view.paused, "TableModel.init pauses the table before its first read")
    }

    func testOnlyMistakesComeWithFeedback() throws {
        let model = try lastPieceTable()
        let log = EventLog(model)
        model.gameScreen(isShown: true)

        model.tap(layout.index(of: "a1"))  // an empty point: no mistake
        model.undo()  // nothing to undo: the player is told

        let refusals: [(Refusal, Bool)] = log.events.compactMap {
            if case .refused(let reason, let feedback) = $0 { return (reason, feedback) } else { return nil }
        }
        XCTAssertEqual(refusals.map { $0.1 }, [false, true])
        XCTAssertEqual(refusals.last?.0, .nothingToUndo)
    }

    func testTheComputerPlaysOnlyWhileTheGameIsOnScreenInTheForeground() async throws {
        var settings = Settings.standard
        settings.red = .human
        settings.white = .computer(level: .easy)
        // The person moves first, so nothing is searched before the model
        // pauses the table: no answer can land before `pause()`.
        let model = TableModel { GameTable.inMemory(settings: settings, seed: 7, listener: $0) }
        XCTAssertEqual(model.view.toAct, .person)
        XCTAssertEqual(model.view.status, .yourTurn(side: .red))
        XCTAssertTrue(model.view.paused, "nothing is searched before the game screen shows")

        model.gameScreen(isShown: true)
        XCTAssertFalse(model.view.paused)
        let piece = try XCTUnwrap(model.view.movable.first)
        model.tap(piece)
        let target = try XCTUnwrap(model.view.targets.first)
        model.tap(target.to)
        // The answer comes from the runtime's thread, through the listener.
        try await waitUntil { model.view.moves.count == 2 }
        XCTAssertEqual(model.view.toAct, .person)
        XCTAssertEqual(model.view.status, .yourTurn(side: .red))

        model.scene(isActive: false)
        XCTAssertTrue(model.view.paused)
        model.scene(isActive: true)
        XCTAssertFalse(model.view.paused)
        model.gameScreen(isShown: false)
        XCTAssertTrue(model.view.paused)
    }

    /// The save banner's contract: once `flush()` returns, a failed write of
    /// the turns so far has come out as an event, and a write that worked
    /// adds none (the app clears the banner only then).
    func testAFailedSaveIsHandedOnByTheTimeFlushReturns() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = try TableModel(directory: directory)
        let log = EventLog(model)
        model.settings = twoPeople()
        model.newGame()
        model.gameScreen(isShown: true)
        await model.flush()
        let failedSaves = { () -> [FileKind] in
            log.events.compactMap { if case .saveFailed(let kind, _, _) = $0 { return kind } else { return nil } }
        }
        XCTAssertEqual(failedSaves(), [])

        // The folder disappears under the app (a removed or full disk).
        try FileManager.default.removeItem(at: directory)
        playAnyTurn(model)
        await model.flush()
        XCTAssertEqual(failedSaves(), [.game], "reported before flush returns")

        // The disk is back: the next turn is written and nothing more is reported.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        playAnyTurn(model)
        await model.flush()
        XCTAssertEqual(failedSaves(), [.game])
        XCTAssertEqual(model.view.moves.count, 2, "the game goes on")
    }

    /// A step (a whole turn, never the start of a run) of a piece that can step.
    private func playAnyTurn(_ model: TableModel) {
        for piece in model.view.movable {
            model.tap(piece)
            if let step = model.view.targets.first(where: { $0.taken == nil }) {
                model.tap(step.to)
                return
            }
            model.tap(piece)  // put down: it can only take
        }
        XCTFail("no piece can step")
    }

    func testTheGameAndTheSettingsAreThereAfterReopeningTheFolder() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var played: TableView?
        do {
            let model = try TableModel(directory: directory)
            model.settings = twoPeople()
            model.newGame()
            model.settings.sound = false
            model.gameScreen(isShown: true)  // a paused table refuses moves
            let piece = try XCTUnwrap(model.view.movable.first)
            model.tap(piece)
            let target = try XCTUnwrap(model.view.targets.first)
            model.tap(target.to)
            XCTAssertEqual(model.view.moves.count, 1)
            played = model.view
            model.scene(isActive: false)
            await model.flush()  // brings the files up to date, off the main thread
        }

        let reopened = try TableModel(directory: directory)
        XCTAssertEqual(reopened.view.moves, played?.moves)
        XCTAssertEqual(reopened.view.cells, played?.cells)
        XCTAssertTrue(reopened.view.resumable, "Home offers Continue")
        XCTAssertFalse(reopened.settings.sound)
        XCTAssertEqual(reopened.settings.seating.opponent, .twoPlayers)
    }
}
