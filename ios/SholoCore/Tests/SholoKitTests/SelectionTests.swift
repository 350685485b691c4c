import SholoCore
import XCTest
@testable import SholoKit

final class SelectionTests: XCTestCase {
    func testStepsTakesAndThreatenedPiecesAreToldApart() {
        let selection = Selection(piece: 10, targets: [
            Target(to: 11, taken: nil),
            Target(to: 20, taken: 15),
            Target(to: 12, taken: nil),
        ])
        XCTAssertEqual(selection.steps, [11, 12])
        XCTAssertEqual(selection.takeLandings, [20])
        XCTAssertEqual(selection.threatened, [15])
        XCTAssertEqual(selection.target(landingOn: 20)?.taken, 15)
        XCTAssertNil(selection.target(landingOn: 15))
    }
}
