import XCTest
@testable import SholoKit

final class RecordFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("RecordFileTests-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var file: RecordFile {
        RecordFile(url: directory.appendingPathComponent("game.json"))
    }

    func testAMissingFileReadsAsNil() throws {
        XCTAssertNil(try file.read())
        guard case .missing = file.load({ $0 }) else { return XCTFail("expected .missing") }
    }

    func testWriteThenRead() throws {
        try file.write("{\"turns\":[]}")
        XCTAssertEqual(try file.read(), "{\"turns\":[]}")
        try file.write("second")
        XCTAssertEqual(try file.read(), "second")
    }

    func testACrashInTheMiddleOfASaveLeavesTheLastGoodSave() throws {
        try file.write("good")
        // The app dies after the temporary file is written, before the rename.
        let temporary = try file.stage("half of the new sa")
        XCTAssertTrue(FileManager.default.fileExists(atPath: temporary.path))
        XCTAssertEqual(try file.read(), "good")
        // The next save still goes through, and the leftover does not matter.
        try file.write("next")
        XCTAssertEqual(try file.read(), "next")
    }

    func testNoTemporaryFileIsLeftBehind() throws {
        try file.write("one")
        try file.write("two")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names, ["game.json"])
    }

    func testADamagedFileIsSetAsideAndReported() throws {
        try file.write("not a save")
        struct Refused: Error {}

        let outcome = file.load { _ -> Int in throw Refused() }

        guard case .damaged(let error, let setAsideAt) = outcome else { return XCTFail("expected .damaged") }
        XCTAssertTrue(error is Refused)
        let moved = try XCTUnwrap(setAsideAt)
        XCTAssertTrue(moved.lastPathComponent.hasPrefix("game.damaged-"))
        XCTAssertEqual(try String(contentsOf: moved, encoding: .utf8), "not a save")
        XCTAssertNil(try file.read(), "the damaged file is out of the way")
    }

    func testRemove() throws {
        try file.write("x")
        try file.remove()
        XCTAssertNil(try file.read())
        XCTAssertNoThrow(try file.remove())
    }
}
