import SholoCore
import XCTest
@testable import SholoKit

final class PieceTrackerTests: XCTestCase {
    func testAHopMovesThePieceAndRemovesTheTakenOne() {
        var tracker = PieceTracker(cells: [.red, .white, .empty])
        let mover = tracker.token(at: 0)

        tracker.apply(Hop(from: 0, to: 2, taken: 1))

        XCTAssertNil(tracker.token(at: 1))
        XCTAssertNil(tracker.token(at: 0))
        XCTAssertEqual(tracker.token(at: 2)?.id, mover?.id, "the same piece, so it animates")
    }

    func testReconcileKeepsMatchingPiecesAndFixesTheRest() {
        var tracker = PieceTracker(cells: [.red, .white, .empty])
        let red = tracker.token(at: 0)

        tracker.reconcile(with: [.red, .empty, .white])

        XCTAssertEqual(tracker.token(at: 0)?.id, red?.id)
        XCTAssertNil(tracker.token(at: 1))
        XCTAssertEqual(tracker.token(at: 2)?.side, .white)
        XCTAssertEqual(tracker.tokens.count, 2)
    }

    func testNewPiecesGetNewIdentities() {
        var tracker = PieceTracker(cells: [.red, .empty])
        tracker.reconcile(with: [.empty, .empty])
        tracker.reconcile(with: [.red, .red])
        XCTAssertEqual(Set(tracker.tokens.map(\.id)).count, 2)
    }
}
