import SwiftUI

/// The two alerts the app raises by itself: one about its files (which file,
/// and what was done), one when the computer could not think. Applied to the
/// root and to the content of every sheet, because an alert on a view under an
/// open sheet does not show: whichever is on top presents it.
@MainActor
struct NoticeAlerts: ViewModifier {
    @ObservedObject var playback: Playback

    func body(content: Content) -> some View {
        content
            .alert(
                "About the saved game",
                isPresented: Binding(get: { playback.fileNotice != nil }, set: { if !$0 { playback.fileNotice = nil } }),
                actions: { Button("OK") { playback.fileNotice = nil } },
                message: { Text(playback.fileNotice ?? "") }
            )
            .alert(
                "The computer",
                isPresented: Binding(get: { playback.engineNotice != nil }, set: { if !$0 { playback.engineNotice = nil } }),
                actions: { Button("OK") { playback.engineNotice = nil } },
                message: { Text(playback.engineNotice ?? "") }
            )
    }
}
