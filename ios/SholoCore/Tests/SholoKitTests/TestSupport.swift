import Foundation
import SholoCore
import XCTest
@testable import SholoKit

/// A fresh folder under the temporary directory, removed by the caller.
func makeTemporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("SholoKitTests-\(UUID().uuidString)", isDirectory: true)
}

/// The standard rules with the given players.
func config(red: Player, white: Player, seed: UInt64 = 42) -> GameConfig {
    GameConfig(red: red, white: white, rules: Rules(taking: .optional, quiet: .draw80), seed: seed)
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

/// The controller did not settle in time.
struct Timeout: Error {
    let seconds: TimeInterval
}

extension GameController {
    /// Waits for animations and searches to finish (tests pause for no time).
    func settled(timeout: TimeInterval = 20) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while activity != .waiting || (snapshot.awaiting == .computer && finished == nil) {
            if Date() > deadline {
                throw Timeout(seconds: timeout)
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }
}
