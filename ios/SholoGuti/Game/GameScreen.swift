import SholoCore
import SholoKit
import SwiftUI

/// The game: rails, the board, the controls. Upright on a phone held upright;
/// in landscape and wide iPad windows the board lies sideways beside a column
/// of rails and controls.
@MainActor
struct GameScreen: View {
    @ObservedObject var game: GameController
    let onRematch: () -> Void
    let onNewGame: () -> Void
    let onHome: () -> Void

    @State var isSummaryClosed = false
    @State var isConfirmingResign = false
    @State var isConfirmingNewGame = false

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width > proxy.size.height {
                HStack(alignment: .top, spacing: 16) {
                    BoardView(game: game, isSideways: true)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    ScrollView {
                        VStack(spacing: 16) {
                            TurnRail(game: game)
                            CountsRail(game: game)
                            controls
                        }
                    }
                    .frame(width: min(340, proxy.size.width * 0.36))
                }
                .padding()
            } else {
                VStack(spacing: 12) {
                    TurnRail(game: game)
                    BoardView(game: game, isSideways: false)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    CountsRail(game: game)
                    controls
                }
                .padding()
            }
        }
        .navigationTitle("Sholo Guti")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button { isConfirmingNewGame = true } label: {
                        Label("New game", systemImage: "plus.circle")
                    }
                    if game.canResign {
                        Button(role: .destructive) { isConfirmingResign = true } label: {
                            Label("Resign", systemImage: "flag")
                        }
                    }
                } label: {
                    Label("Game", systemImage: "ellipsis.circle")
                }
            }
        }
        .confirmationDialog("Resign this game?", isPresented: $isConfirmingResign, titleVisibility: .visible) {
            Button("Resign", role: .destructive) { game.resign() }
        }
        .confirmationDialog("Leave this game and start a new one?", isPresented: $isConfirmingNewGame, titleVisibility: .visible) {
            Button("New game") { onNewGame() }
        } message: {
            Text("The game in progress stays saved until the new one starts.")
        }
        .alert(
            "That did not work",
            isPresented: Binding(get: { game.problem != nil }, set: { if !$0 { game.dismissProblem() } }),
            actions: { Button("OK") { game.dismissProblem() } },
            message: { Text(game.problem.map { Wording.message(for: $0) } ?? "") }
        )
        .sheet(isPresented: Binding(
            get: { game.finished != nil && !isSummaryClosed },
            set: { if !$0 { isSummaryClosed = true } }
        )) {
            if let finished = game.finished {
                GameOverView(
                    finished: finished,
                    onRematch: onRematch,
                    onNewGame: onNewGame,
                    onHome: onHome,
                    onShowBoard: { isSummaryClosed = true }
                )
            }
        }
        .onAppear { game.resume() }
        .onDisappear { game.suspend() }
    }

    private var controls: some View {
        GameControls(
            game: game,
            onResign: { isConfirmingResign = true },
            onShowResult: { isSummaryClosed = false }
        )
    }
}
