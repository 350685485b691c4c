import SholoCore
import XCTest
@testable import SholoKit

final class GameSettingsTests: XCTestCase {
    func testAgainstTheComputerThePersonPlaysTheChosenColour() {
        var settings = GameSettings()
        settings.level = .hard
        settings.humanSide = .white
        let config = settings.gameConfig(seed: 7)
        XCTAssertEqual(config.red, .computer(level: .hard))
        XCTAssertEqual(config.white, .human)
        XCTAssertEqual(config.seed, 7)
    }

    func testTwoPeopleAndTwoBots() {
        var settings = GameSettings()
        settings.opponent = .twoPlayers
        XCTAssertEqual(settings.gameConfig(seed: 1).red, .human)
        XCTAssertEqual(settings.gameConfig(seed: 1).white, .human)

        settings.opponent = .watchBots
        settings.level = .easy
        XCTAssertEqual(settings.gameConfig(seed: 1).red, .computer(level: .easy))
        XCTAssertEqual(settings.gameConfig(seed: 1).white, .computer(level: .easy))
    }

    func testRuleOptionsReachTheConfig() {
        var settings = GameSettings()
        settings.taking = .forced
        settings.quiet = .morePieces60
        XCTAssertEqual(settings.gameConfig(seed: 0).rules, Rules(taking: .forced, quiet: .morePieces60))
    }

    func testColoursSwap() {
        var settings = GameSettings()
        settings.swapColours()
        XCTAssertEqual(settings.humanSide, .white)
        settings.swapColours()
        XCTAssertEqual(settings.humanSide, .red)
    }
}
