import SholoCore
import SholoKit
import SwiftUI

@main
@MainActor
struct SholoGutiApp: App {
    @StateObject private var model: AppModel

    init() {
        initLogging(level: .info)
        // Application Support is always there on iOS; the temporary folder only
        // keeps the app usable (without saving across launches) if it is not.
        let directory = (try? GameArchive.defaultDirectory())
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("SholoGuti")
        _model = StateObject(wrappedValue: AppModel(
            settingsStore: SettingsStore(),
            archive: GameArchive(directory: directory)
        ))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(model)
        }
    }
}
