import SholoKit
import SwiftUI

/// Home, and the navigation stack every other screen is pushed on.
@MainActor
struct RootView: View {
    @EnvironmentObject var model: AppModel
    @Environment(\.scenePhase) var scenePhase
    @State var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            HomeView(path: $path)
                .navigationDestination(for: Route.self) { route in
                    destination(for: route)
                }
        }
        .onChange(of: scenePhase) { phase in
            // Out of the foreground the computer stops thinking; iOS may end
            // the app there, and every completed turn is already saved.
            model.sceneBecame(active: phase == .active)
        }
        .onChange(of: path) { newPath in
            // Back from the game (or away from it): the game stays saved.
            if !newPath.contains(.game), model.game != nil {
                model.leaveGame()
            }
        }
        .alert(
            "A saved file was damaged",
            isPresented: Binding(
                get: { !model.damage.isEmpty },
                set: { if !$0 { model.acknowledgeDamage() } }
            ),
            actions: { Button("OK") { model.acknowledgeDamage() } },
            message: { Text(Wording.damageNotice(model.damage)) }
        )
    }

    @ViewBuilder
    private func destination(for route: Route) -> some View {
        switch route {
        case .newGame:
            NewGameView(onPlay: {
                model.startNewGame()
                path = [.game]
            })
        case .game:
            GameRoute(path: $path)
        case .record:
            RecordView()
        case .howToPlay:
            HowToPlayView()
        }
    }
}

/// The game screen for whichever game the model holds; a rematch swaps the
/// controller and `id` gives the new one a fresh screen.
@MainActor
struct GameRoute: View {
    @EnvironmentObject var model: AppModel
    @Binding var path: [Route]

    var body: some View {
        if let game = model.game {
            GameScreen(
                game: game,
                onRematch: { model.startNewGame() },
                onNewGame: { path = [.newGame] },
                onHome: { path = [] }
            )
            .id(ObjectIdentifier(game))
        } else {
            ProgressView()
        }
    }
}
