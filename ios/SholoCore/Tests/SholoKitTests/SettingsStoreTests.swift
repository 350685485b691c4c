import SholoCore
import XCTest
@testable import SholoKit

final class SettingsStoreTests: XCTestCase {
    private var defaults: UserDefaults!
    private let suiteName = "SettingsStoreTests"

    override func setUp() {
        super.setUp()
        UserDefaults().removePersistentDomain(forName: suiteName)
        defaults = UserDefaults(suiteName: suiteName)
    }

    override func tearDown() {
        UserDefaults().removePersistentDomain(forName: suiteName)
        super.tearDown()
    }

    func testFirstLaunchGivesTheStandardGame() {
        let settings = SettingsStore(defaults: defaults).load()
        XCTAssertEqual(settings, GameSettings())
        XCTAssertEqual(settings.opponent, .computer)
        XCTAssertEqual(settings.humanSide, .red)
        XCTAssertEqual(settings.level, .medium)
        XCTAssertEqual(settings.taking, .optional)
        XCTAssertEqual(settings.quiet, .draw80)
        XCTAssertEqual(settings.speed, .normal)
        XCTAssertFalse(settings.turnsBoard)
    }

    func testEverySettingIsRemembered() {
        var settings = GameSettings()
        settings.opponent = .twoPlayers
        settings.humanSide = .white
        settings.level = .expert
        settings.taking = .forced
        settings.quiet = .morePieces40
        settings.speed = .fast
        settings.turnsBoard = true
        SettingsStore(defaults: defaults).save(settings)

        XCTAssertEqual(SettingsStore(defaults: defaults).load(), settings)
    }

    func testAnUnknownCodeFallsBackToTheDefault() {
        defaults.set("grandmaster", forKey: SettingsStore.Key.level)
        defaults.set("white", forKey: SettingsStore.Key.humanSide)

        let settings = SettingsStore(defaults: defaults).load()
        XCTAssertEqual(settings.level, .medium)
        XCTAssertEqual(settings.humanSide, .white)
    }

    func testCodesAreStable() {
        XCTAssertEqual(Level.ordered.map(\.code), ["easy", "medium", "hard", "expert"])
        XCTAssertEqual(QuietRule.ordered.map(\.code), ["draw80", "morePieces60", "morePieces40"])
        XCTAssertEqual(TakingRule.ordered.map(\.code), ["optional", "forced"])
        XCTAssertEqual(Side.ordered.map(\.code), ["red", "white"])
    }
}
