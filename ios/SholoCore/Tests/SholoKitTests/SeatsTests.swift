import SholoCore
import XCTest
@testable import SholoKit

/// The New game screen's questions, answered on the table's two seats.
final class SeatsTests: XCTestCase {
    func testTheStandardSettingsAreAPersonAgainstMedium() {
        let settings = Settings.standard
        XCTAssertEqual(settings.opponent, .computer)
        XCTAssertEqual(settings.humanSide, .red)
        XCTAssertEqual(settings.computerLevel, .medium)
    }

    func testChangingColourSwapsTheSeatsAndKeepsTheLevel() {
        var settings = Settings.standard
        settings.computerLevel = .expert
        settings.humanSide = .white
        XCTAssertEqual(settings.red, .computer(level: .expert))
        XCTAssertEqual(settings.white, .human)
        XCTAssertEqual(settings.humanSide, .white)
    }

    func testWatchingGivesEachBotItsOwnLevel() {
        var settings = Settings.standard
        settings.opponent = .watchBots
        settings.redLevel = .easy
        settings.whiteLevel = .expert
        XCTAssertEqual(settings.red, .computer(level: .easy))
        XCTAssertEqual(settings.white, .computer(level: .expert))
        XCTAssertEqual(settings.opponent, .watchBots)
    }

    func testTwoPeopleHaveNoLevelToSet() {
        var settings = Settings.standard
        settings.opponent = .twoPlayers
        settings.computerLevel = .hard
        XCTAssertEqual(settings.red, .human)
        XCTAssertEqual(settings.white, .human)
        XCTAssertNil(settings.level(of: .red))
    }
}
