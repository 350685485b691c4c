import CoreGraphics
import SholoCore
import XCTest
@testable import SholoKit

final class BoardGeometryTests: XCTestCase {
    private let square = CGSize(width: 520, height: 1000)

    func testUprightRedIsAtTheBottom() {
        let geometry = BoardGeometry(size: square, orientation: BoardOrientation(nearSide: .red, isSideways: false))
        let a1 = geometry.location(x: 0, y: 0)
        let e9 = geometry.location(x: 4, y: 8)
        XCTAssertLessThan(a1.x, e9.x)
        XCTAssertGreaterThan(a1.y, e9.y, "row 1 is drawn below row 9")
    }

    func testTurnedForWhiteWhiteIsAtTheBottom() {
        let geometry = BoardGeometry(size: square, orientation: BoardOrientation(nearSide: .white, isSideways: false))
        let a1 = geometry.location(x: 0, y: 0)
        let e9 = geometry.location(x: 4, y: 8)
        XCTAssertGreaterThan(a1.x, e9.x)
        XCTAssertLessThan(a1.y, e9.y)
    }

    func testSidewaysTheNearSideIsOnTheLeft() {
        let wide = CGSize(width: 1000, height: 520)
        let red = BoardGeometry(size: wide, orientation: BoardOrientation(nearSide: .red, isSideways: true))
        XCTAssertLessThan(red.location(x: 2, y: 0).x, red.location(x: 2, y: 8).x)
        let white = BoardGeometry(size: wide, orientation: BoardOrientation(nearSide: .white, isSideways: true))
        XCTAssertGreaterThan(white.location(x: 2, y: 0).x, white.location(x: 2, y: 8).x)
    }

    func testTheBoardFitsAndIsCentred() {
        let geometry = BoardGeometry(size: square, orientation: BoardOrientation(nearSide: .red, isSideways: false))
        let c5 = geometry.location(x: 2, y: 4)
        XCTAssertEqual(c5.x, square.width / 2, accuracy: 0.001)
        XCTAssertEqual(c5.y, square.height / 2, accuracy: 0.001)
        for (x, y) in [(Float(0), Float(0)), (4, 8), (0, 8), (4, 0)] {
            let corner = geometry.location(x: x, y: y)
            XCTAssertTrue(CGRect(origin: .zero, size: square).contains(corner))
        }
    }

    func testATouchFindsTheNearestPointWithinHalfASpacing() {
        let geometry = BoardGeometry(size: square, orientation: BoardOrientation(nearSide: .red, isSideways: false))
        let points = [
            PointInfo(index: 0, name: "a1", x: 0, y: 0, lineCount: 2),
            PointInfo(index: 1, name: "c1", x: 2, y: 0, lineCount: 3),
        ]
        let c1 = geometry.location(x: 2, y: 0)
        let near = CGPoint(x: c1.x + geometry.spacing * 0.3, y: c1.y)
        let far = CGPoint(x: c1.x + geometry.spacing * 0.9, y: c1.y)
        XCTAssertEqual(geometry.point(at: near, in: points), 1)
        XCTAssertNil(geometry.point(at: far, in: points))
    }
}

final class BoardSizeTests: XCTestCase {
    func testUprightTheBoardTakesTheRoomTheRailsLeave() {
        let size = BoardGeometry.size(in: CGSize(width: 390, height: 800), isSideways: false, reserving: 260)
        XCTAssertEqual(size.height, 540, accuracy: 0.001, "the rails' 260 points stay free")
        XCTAssertEqual(size.width / size.height, 5.2 / 9.2, accuracy: 0.0001)
    }

    func testUprightANarrowWindowLimitsTheBoardByItsWidth() {
        let size = BoardGeometry.size(in: CGSize(width: 320, height: 1000), isSideways: false, reserving: 200)
        XCTAssertEqual(size.width, 320, accuracy: 0.001)
    }

    func testLargeTextNeverSqueezesThePointsUnder44() {
        let size = BoardGeometry.size(in: CGSize(width: 390, height: 700), isSideways: false, reserving: 650)
        let geometry = BoardGeometry(size: size, orientation: BoardOrientation(nearSide: .red, isSideways: false))
        XCTAssertEqual(geometry.spacing, BoardGeometry.minimumSpacing, accuracy: 0.001)
    }

    func testWithTheMoveListOpenTheBoardShrinksUnder44ToTheViewingSpacing() {
        let closer = BoardGeometry.size(in: CGSize(width: 390, height: 800), isSideways: false, reserving: 400,
                                        leastSpacing: BoardGeometry.viewingSpacing)
        XCTAssertEqual(closer.height, 400, accuracy: 0.001, "the list's room stays free under the board")
        let least = BoardGeometry.size(in: CGSize(width: 375, height: 580), isSideways: false, reserving: 400,
                                       leastSpacing: BoardGeometry.viewingSpacing)
        let geometry = BoardGeometry(size: least, orientation: BoardOrientation(nearSide: .red, isSideways: false))
        XCTAssertEqual(geometry.spacing, BoardGeometry.viewingSpacing, accuracy: 0.001)
    }

    func testSidewaysTheRailsTakeTheirWidthBeside() {
        let size = BoardGeometry.size(in: CGSize(width: 844, height: 350), isSideways: true, reserving: 300)
        XCTAssertLessThanOrEqual(size.width, 544.001)
        XCTAssertLessThanOrEqual(size.height, 350.001)
        let geometry = BoardGeometry(size: size, orientation: BoardOrientation(nearSide: .red, isSideways: true))
        XCTAssertGreaterThanOrEqual(geometry.spacing, BoardGeometry.minimumSpacing)
    }
}
