import SholoCore
import XCTest
@testable import SholoKit

/// The frames of a turn come from the core's boards, matched to the hops the
/// app is shown (the same cases as Android's HopFramesTest).
@MainActor
final class HopFramesTests: XCTestCase {
    private let layout = boardLayout()

    /// Red's b4-b5 lets White take two, a5xc5xe5.
    private func tookTwo() throws -> TableView {
        let model = try TableModel { relay in
            try GameTable.fromPosition(settings: twoPeople(), position: "w1w/w2/5/5/w2r1/1r3/2r2/3/rrr r", listener: relay)
        }
        model.gameScreen(isShown: true)
        for name in ["b4", "b5", "a5", "c5", "e5"] {
            model.tap(layout.index(of: name))
        }
        return model.view
    }

    private func cell(_ board: [Cell], _ name: String) -> Cell {
        board[Int(layout.index(of: name))]
    }

    func testARunOfTwoTakesMovesThroughTheCoresBoards() throws {
        let view = try tookTwo()
        let turn = try XCTUnwrap(view.lastTurn)
        XCTAssertEqual(turn.notation, "a5xc5xe5")
        let frames = try XCTUnwrap(HopFrames(view: view, hops: turn.hops))
        XCTAssertEqual(frames.hops, turn.hops)
        XCTAssertEqual(frames.boards.count, 3)
        XCTAssertEqual([cell(frames.boards[0], "a5"), cell(frames.boards[0], "b5")], [.white, .red])
        XCTAssertEqual([cell(frames.boards[1], "a5"), cell(frames.boards[1], "b5"), cell(frames.boards[1], "c5")], [.empty, .empty, .white])
        XCTAssertEqual(frames.boards[2], view.cells)
    }

    func testOnlyTheLastTurnMovesAndOtherHopsHaveNoFrames() throws {
        let view = try tookTwo()
        let redStep = try XCTUnwrap(view.moves.first).hops
        let lastHops = try XCTUnwrap(view.lastTurn).hops
        XCTAssertEqual(HopFrames(view: view, hops: redStep + lastHops)?.hops, lastHops)
        XCTAssertNil(HopFrames(view: view, hops: redStep))
        XCTAssertNil(HopFrames(view: view, hops: []))
    }
}
