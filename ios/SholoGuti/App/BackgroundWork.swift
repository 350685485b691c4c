import UIKit

/// The time iOS grants an app that has just left the screen to finish some
/// work (a UIKit background task, `UIApplication.beginBackgroundTask`; not
/// SwiftUI's `BackgroundTask`): begun when made, ended by `end()`, or by
/// iOS's expiration handler if the work outlasts that time.
@MainActor
final class BackgroundWork {
    private var identifier = UIBackgroundTaskIdentifier.invalid

    init(named name: String) {
        identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            // Out of time: iOS suspends the app once every task has ended.
            self?.end()
        }
    }

    /// The work is done (or out of time): iOS may suspend the app. Ending
    /// again does nothing.
    func end() {
        guard identifier != .invalid else { return }
        UIApplication.shared.endBackgroundTask(identifier)
        identifier = .invalid
    }
}
