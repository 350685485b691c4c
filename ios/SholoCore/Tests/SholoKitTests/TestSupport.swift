import Foundation
import SholoCore
import XCTest
@testable import SholoKit

/// A fresh folder under the temporary directory, removed by the caller.
func makeTemporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("SholoKitTests-\(UUID().uuidString)", isDirectory: true)
}

/// Two people at the table, standard rules.
func twoPeople() -> Settings {
    var settings = Settings.standard
    settings.seating.opponent = .twoPlayers
    return settings
}

extension BoardLayout {
    /// A point's index by its name in notation.
    func index(of name: String) -> Int32 {
        guard let point = points.first(where: { $0.name == name }) else {
            preconditionFailure("no point named \(name)")
        }
        return point.index
    }
}

/// Every event the model hands on, in order.
@MainActor
final class EventLog {
    private(set) var events: [TableEvent] = []

    init(_ model: TableModel) {
        model.onChange = { [weak self] in self?.events += $0 }
    }
}

/// Waits, letting the main actor run, until `condition` holds.
@MainActor
func waitUntil(timeout: TimeInterval = 20, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("timed out after \(timeout) s")
            return
        }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}
