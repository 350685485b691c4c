import SholoCore
import XCTest
@testable import SholoKit

final class GameArchiveTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    @MainActor
    func testASavedGameComesBackIdentical() throws {
        let archive = GameArchive(directory: directory)
        let session = GameSession(config: config(red: .human, white: .human))
        try session.playNotation(notation: "c4-c5")
        try archive.save(session)

        let restored = try XCTUnwrap(GameArchive(directory: directory).loadSavedGame())
        XCTAssertEqual(restored.view(), session.view())
    }

    @MainActor
    func testADamagedSaveIsReportedAndSetAside() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let save = directory.appendingPathComponent("game.json")
        try Data("{\"version\": 1, \"turns\": [\"c4-c9\"]}".utf8).write(to: save)

        let archive = GameArchive(directory: directory)
        XCTAssertTrue(archive.hasSavedGame)
        XCTAssertNil(archive.loadSavedGame())

        XCTAssertEqual(archive.damage, [.savedGame])
        XCTAssertFalse(archive.hasSavedGame)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix("game.damaged-") }, "kept for a bug report: \(names)")
    }

    @MainActor
    func testADamagedStatsBookIsSetAsideAndANewOneStarted() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent("stats.json"))

        let archive = GameArchive(directory: directory)

        XCTAssertEqual(archive.damage, [.stats])
        XCTAssertEqual(archive.stats.levelRecord(level: .medium).games, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(names.contains { $0.hasPrefix("stats.damaged-") })
    }

    @MainActor
    func testAFinishedGameIsRecordedOnceAndPersisted() throws {
        let archive = GameArchive(directory: directory)
        let session = try GameSession.fromPosition(
            config: config(red: .human, white: .computer(level: .hard)),
            position: "3/3/5/5/2w2/2r2/5/3/3 r 0 1"
        )
        try session.playNotation(notation: "c4xc6")
        let summary = try XCTUnwrap(session.summary())

        let record = try XCTUnwrap(try archive.record(summary))
        XCTAssertEqual(record.level, .hard)
        XCTAssertEqual(record.wins, 1)
        XCTAssertEqual(try archive.record(summary)?.wins, 1, "the same game counts once")

        let reopened = GameArchive(directory: directory)
        XCTAssertEqual(reopened.stats.levelRecord(level: .hard).wins, 1)
        XCTAssertEqual(reopened.stats.levelRecord(level: .hard).currentStreak, 1)
    }

    @MainActor
    func testTheComputersLevelIsFoundOnEitherSide() {
        XCTAssertEqual(GameArchive.computerLevel(in: config(red: .computer(level: .easy), white: .human)), .easy)
        XCTAssertEqual(GameArchive.computerLevel(in: config(red: .human, white: .computer(level: .expert))), .expert)
        XCTAssertNil(GameArchive.computerLevel(in: config(red: .human, white: .human)))
    }
}
