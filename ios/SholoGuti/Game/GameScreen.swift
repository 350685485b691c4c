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

    /// Room the rails and controls need at the player's text size: above and
    /// below the board upright, beside it sideways. It grows with Dynamic Type,
    /// and the board gives way down to 44 points between points, no further.
    @ScaledMetric(relativeTo: .body) var railsHeight: CGFloat = 250
    @ScaledMetric(relativeTo: .body) var railsWidth: CGFloat = 300

    var body: some View {
        GeometryReader { proxy in
            let room = CGSize(width: max(0, proxy.size.width - 32), height: max(0, proxy.size.height - 24))
            if proxy.size.width > proxy.size.height {
                sideways(board: BoardGeometry.size(in: room, isSideways: true, reserving: railsWidth))
            } else {
                upright(board: BoardGeometry.size(in: room, isSideways: false, reserving: railsHeight))
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

    /// Landscape and wide iPad windows: the board lies sideways on the left,
    /// the rails and controls scroll in the column beside it.
    private func sideways(board: CGSize) -> some View {
        HStack(alignment: .top, spacing: 16) {
            BoardView(game: game, isSideways: true)
                .frame(width: board.width, height: board.height)
            ScrollView {
                VStack(spacing: 16) {
                    TurnRail(game: game)
                    CountsRail(game: game)
                    controls
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }

    /// A phone held upright, and narrow split-view windows: the rails above
    /// and below the board. When large text needs more height than the window
    /// has, the whole column scrolls and the board keeps its size.
    private func upright(board: CGSize) -> some View {
        ViewThatFits(in: .vertical) {
            column(board: board)
            ScrollView { column(board: board) }
        }
    }

    private func column(board: CGSize) -> some View {
        VStack(spacing: 12) {
            TurnRail(game: game)
            BoardView(game: game, isSideways: false)
                .frame(width: board.width, height: board.height)
            CountsRail(game: game)
            controls
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
    }

    private var controls: some View {
        GameControls(
            game: game,
            onResign: { isConfirmingResign = true },
            onShowResult: { isSummaryClosed = false }
        )
    }
}
