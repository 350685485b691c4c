import SholoCore
import XCTest
@testable import SholoKit

final class BotRunnerTests: XCTestCase {
    func testTheComputerFindsATurnTheCoreAccepts() async throws {
        let session = GameSession(config: config(red: .computer(level: .easy), white: .human))

        let turn = try await BotRunner().think(in: session)

        XCTAssertFalse(turn.hops.isEmpty)
        try session.applyBotTurn(turn: turn)
        XCTAssertEqual(session.view().history, [turn.notation])
    }

    func testCancellingTheCallerCancelsTheSearch() async throws {
        let session = GameSession(config: config(red: .computer(level: .expert), white: .human))
        let search = Task { try await BotRunner().think(in: session) }

        search.cancel()

        do {
            _ = try await search.value
            XCTFail("a cancelled search still answered")
        } catch SholoError.Cancelled {
            // The cancellation handler reached the core's CancelToken.
        }
    }

    func testAStaleTurnIsRefused() async throws {
        let session = GameSession(config: config(red: .computer(level: .easy), white: .human))
        let turn = try await BotRunner().think(in: session)
        try session.applyBotTurn(turn: turn)

        XCTAssertThrowsError(try session.applyBotTurn(turn: turn)) { error in
            guard case SholoError.StaleTurn = error else {
                return XCTFail("expected StaleTurn, got \(error)")
            }
        }
    }
}
