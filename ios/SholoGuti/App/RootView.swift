import SholoCore
import SholoKit
import SwiftUI

/// Home, and the navigation stack every other screen is pushed on.
@MainActor
struct RootView: View {
    @EnvironmentObject var model: TableModel
    @EnvironmentObject var playback: Playback
    @Environment(\.scenePhase) var scenePhase
    @State var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            HomeView(path: $path)
                .navigationDestination(for: Route.self) { route in
                    destination(for: route)
                }
        }
        .onAppear {
            // The first read: what the table found in its files at launch
            // (a file set aside, say) comes out as events now.
            model.scene(isActive: scenePhase == .active)
        }
        .onChange(of: scenePhase) { phase in
            // Out of the foreground the computer stops thinking.
            model.scene(isActive: phase == .active)
            if phase == .background {
                saveBeforeSuspension()
            }
        }
        .modifier(NoticeAlerts(playback: playback))
    }

    /// In the background iOS suspends the app and may end it unseen. Every
    /// change is already being written on the store's thread; this waits,
    /// off the main thread, for the last write to finish, within a background
    /// task so iOS grants it the time. (Only `.background`: the brief
    /// `.inactive` of Control Center or the app switcher waits for nothing.)
    private func saveBeforeSuspension() {
        let model = self.model
        let work = BackgroundWork(named: "Save the game")
        Task {
            await model.flush()
            work.end()
        }
    }

    @ViewBuilder
    private func destination(for route: Route) -> some View {
        switch route {
        case .newGame(let level):
            // The draft is there from the first frame: the table's choices,
            // against the computer at `level` when one was asked for.
            NewGameView(draft: NewGameView.startingDraft(from: model.settings, at: level), onPlay: { path = [.game] })
        case .game:
            GameScreen(
                model: model,
                playback: playback,
                motion: playback.motion,
                onNewGame: { path = [.newGame()] },
                onHome: { path = [] }
            )
        case .record:
            // Pushed on Record, so going back from New game returns there.
            RecordView(onPlayAtMyLevel: { level in path.append(.newGame(level: level)) })
        case .howToPlay:
            HowToPlayView()
        case .learn:
            LearnView(onOpenExercise: { path = [.learn, .exercise] })
        case .exercise:
            ExerciseScreen(model: model, playback: playback, motion: playback.motion)
        }
    }
}

/// The screens pushed on top of Home.
enum Route: Hashable {
    /// New game; with a level ("Play at my level" on Record), its choices
    /// start against the computer at that level, still a draft until Play.
    case newGame(level: Level? = nil)
    case game
    case record
    case howToPlay
    /// The lessons and the puzzles.
    case learn
    /// The lesson or puzzle on the table, pushed on Learn.
    case exercise
}
