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
        let model = Self.openTable()
        _model = StateObject(wrappedValue: model)
        _playback = StateObject(wrappedValue: Playback(model: model))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(model)
                .environmentObject(playback)
        }
    }

    /// The table over Application Support, which iOS always provides. If its
    /// files cannot be opened there, a temporary folder keeps the app playable
    /// (without keeping the game across launches); without even that, one in
    /// memory.
    private static func openTable() -> TableModel {
        let files = FileManager.default
        let support = try? files.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let folders = [support, files.temporaryDirectory].compactMap { $0?.appendingPathComponent("SholoGuti", isDirectory: true) }
        for directory in folders {
            if let model = try? TableModel(directory: directory) {
                return model
            }
        }
        return TableModel()
    }
}
