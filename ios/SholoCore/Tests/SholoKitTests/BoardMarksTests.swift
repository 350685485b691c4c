import SholoCore
import XCTest
@testable import SholoKit

final class BoardMarksTests: XCTestCase {
    @MainActor
    func testPickingAPieceMarksItsTargetsAndTheLastTurnStaysMarked() async throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = boardLayout()
        let session = try GameSession.fromPosition(
            config: config(red: .human, white: .human),
            position: "3/3/5/5/2w2/2r2/5/3/3 r 0 1"
        )
        let game = GameController(
            session: session, layout: layout, archive: GameArchive(directory: directory),
            speed: .fast, turnsBoard: false, pause: { _ in }
        )
        XCTAssertEqual(game.marks, BoardMarks.empty)

        game.tap(layout.index(of: "c4"))

        let marks = game.marks
        XCTAssertEqual(marks.picked, layout.index(of: "c4"))
        XCTAssertEqual(marks.takeLandings, [layout.index(of: "c6")])
        XCTAssertEqual(marks.threatened, [layout.index(of: "c5")])
        XCTAssertFalse(marks.steps.isEmpty)
    }
}
