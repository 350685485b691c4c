import SholoCore
import SholoKit
import SwiftUI

@main
@MainActor
struct SholoGutiApp: App {
    @StateObject private var model: TableModel
    @StateObject private var playback: Playback

    init() {
        initLogging(level: .info)
        let (model, keepsFiles) = Self.openTable()
        _model = StateObject(wrappedValue: model)
        _playback = StateObject(wrappedValue: Playback(model: model, keepsFiles: keepsFiles))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(model)
                .environmentObject(playback)
        }
    }

    /// The table over Application Support, which iOS normally provides, and
    /// whether its files are kept there. If they cannot be opened there, a
    /// temporary folder keeps the app playable (without keeping the game across
    /// launches); without even that, one in memory. Either way the player is
    /// told (`keepsFiles` false).
    private static func openTable() -> (TableModel, keepsFiles: Bool) {
        let files = FileManager.default
        if let support = try? files.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true),
           let model = try? TableModel(directory: support.appendingPathComponent("SholoGuti", isDirectory: true)) {
            return (model, true)
        }
        let temporary = files.temporaryDirectory.appendingPathComponent("SholoGuti", isDirectory: true)
        if let model = try? TableModel(directory: temporary) {
            return (model, false)
        }
        return (TableModel(), false)
    }
}
