import SholoCore
import XCTest
@testable import SholoKit

final class AppModelTests: XCTestCase {
    private var directory: URL!
    private var defaults: UserDefaults!
    private let suiteName = "AppModelTests"

    override func setUpWithError() throws {
        directory = makeTemporaryDirectory()
        UserDefaults().removePersistentDomain(forName: suiteName)
        defaults = UserDefaults(suiteName: suiteName)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        UserDefaults().removePersistentDomain(forName: suiteName)
    }

    /// The app as it starts: settings from `defaults`, files from `directory`.
    @MainActor
    private func launch() -> AppModel {
        AppModel(
            settingsStore: SettingsStore(defaults: defaults),
            archive: GameArchive(directory: directory),
            makeSeed: { 7 },
            pause: { _ in }
        )
    }

    @MainActor
    func testEveryChangeOfSettingsIsRemembered() {
        let model = launch()
        model.settings.level = .hard
        model.settings.speed = .slow
        XCTAssertEqual(launch().settings.level, .hard)
        XCTAssertEqual(launch().settings.speed, .slow)
    }

    @MainActor
    func testANewGameIsSavedAtOnceAndContinuesAfterARelaunch() throws {
        let model = launch()
        model.settings.opponent = .twoPlayers
        model.startNewGame()
        let game = try XCTUnwrap(model.game)
        XCTAssertEqual(game.snapshot.config.seed, 7)
        XCTAssertTrue(model.hasSavedGame)

        model.leaveGame()
        XCTAssertNil(model.game)

        let relaunched = launch()
        XCTAssertTrue(relaunched.hasSavedGame)
        XCTAssertTrue(relaunched.continueSavedGame())
        XCTAssertEqual(relaunched.game?.snapshot.config.white, .human)
    }

    @MainActor
    func testColoursSwapWhenAGameEnds() async throws {
        let model = launch()
        model.settings.opponent = .twoPlayers
        model.startNewGame()
        let game = try XCTUnwrap(model.game)
        game.resume()

        game.resign()
        try await game.settled()

        XCTAssertNotNil(game.finished)
        XCTAssertEqual(model.settings.humanSide, .white)
        XCTAssertEqual(launch().settings.humanSide, .white, "remembered")
        XCTAssertFalse(model.hasSavedGame, "a finished game is not offered to Continue")
        XCTAssertEqual(model.twoPlayerRecord.whiteWins, 1)
    }

    @MainActor
    func testADamagedSaveIsReportedOnHomeAndSetAside() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not a save".utf8).write(to: directory.appendingPathComponent("game.json"))
        let model = launch()
        XCTAssertTrue(model.hasSavedGame)

        XCTAssertFalse(model.continueSavedGame())

        XCTAssertEqual(model.damage, [.savedGame])
        XCTAssertFalse(model.hasSavedGame)
        XCTAssertNil(model.game)
        model.acknowledgeDamage()
        XCTAssertTrue(model.damage.isEmpty)
    }

    @MainActor
    func testTheRecordListsEveryLevel() {
        XCTAssertEqual(launch().levelRecords.map(\.level), Level.ordered)
    }
}
