import SholoCore
import XCTest
@testable import SholoKit

/// The New game screen's questions, answered on the table's two seats through
/// the `seating` property the pickers bind to.
final class SeatsTests: XCTestCase {
    func testTheStandardSettingsAreAPersonAgainstMedium() {
        let seating = Settings.standard.seating
        XCTAssertEqual(seating.opponent, .computer)
        XCTAssertEqual(seating.personSide, .red)
        XCTAssertEqual(seating.level, .medium)
    }

    func testChangingColourSwapsTheSeatsAndKeepsTheLevel() {
        var settings = Settings.standard
        settings.seating.level = .expert
        settings.seating.personSide = .white
        XCTAssertEqual(settings.red, .computer(level: .expert))
        XCTAssertEqual(settings.white, .human)
        XCTAssertEqual(settings.seating.personSide, .white)
    }

    func testWatchingGivesEachBotItsOwnLevel() {
        var settings = Settings.standard
        settings.seating.opponent = .watchBots
        settings.seating.level = .easy
        settings.seating.whiteLevel = .expert
        XCTAssertEqual(settings.red, .computer(level: .easy))
        XCTAssertEqual(settings.white, .computer(level: .expert))
        XCTAssertEqual(settings.seating.opponent, .watchBots)
    }

    func testTwoPeopleSitAtBothSidesAndTheRulesStay() {
        var settings = Settings.standard
        settings.rules.taking = .forced
        settings.seating.opponent = .twoPlayers
        XCTAssertEqual(settings.red, .human)
        XCTAssertEqual(settings.white, .human)
        XCTAssertEqual(settings.rules.taking, .forced)
    }
}
