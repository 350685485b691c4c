import SholoCore
import SholoKit
import SwiftUI

/// The game: rails, the board, the controls. Upright on a phone held upright
/// and in narrow windows; in landscape and wide iPad windows the board lies
/// sideways beside a column of rails and controls.
@MainActor
struct GameScreen: View {
    @ObservedObject var model: TableModel
    @ObservedObject var playback: Playback
    @ObservedObject var motion: PieceMotion
    let onNewGame: () -> Void
    let onHome: () -> Void

    @State var isSummaryClosed = false
    @State var isConfirmingResign = false
    @State var isShowingMoves = false
    /// "Review game" on the result: the move list opens once the result has gone.
    @State var isMoveListNext = false
    /// Rematch was chosen on the result sheet: the new game starts once the
    /// sheet is gone, so its new game id comes after the sheet's dismissal and
    /// the next result opens by itself.
    @State var isRematchNext = false

    /// Room the rails and controls need at the player's text size: above and
    /// below the board upright, beside it sideways. It grows with Dynamic Type,
    /// and the board gives way down to 44 points between points, no further.
    @ScaledMetric(relativeTo: .body) var railsHeight: CGFloat = 210
    @ScaledMetric(relativeTo: .body) var railsWidth: CGFloat = 300

    var body: some View {
        GeometryReader { proxy in
            let room = CGSize(width: max(0, proxy.size.width - 32), height: max(0, proxy.size.height - 24))
            let sidewaysBoard = BoardGeometry.size(in: room, isSideways: true, reserving: railsWidth)
            // Sideways only when the rails keep their width beside the board
            // (not on an iPhone SE or mini in landscape, where the board at its
            // least spacing would squeeze them): otherwise the upright column,
            // which scrolls.
            if proxy.size.width > proxy.size.height, room.width - sidewaysBoard.width - 16 >= railsWidth {
                sideways(board: sidewaysBoard)
            } else {
                upright(board: BoardGeometry.size(in: room, isSideways: false, reserving: railsHeight))
            }
        }
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("Sholo Guti")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button { isShowingMoves = true } label: {
                        Label("Moves", systemImage: "list.number")
                    }
                    Button(action: onNewGame) {
                        Label("New game", systemImage: "plus.circle")
                    }
                    if model.view.canResign {
                        Button(role: .destructive) { isConfirmingResign = true } label: {
                            Label("Resign", systemImage: "flag")
                        }
                    }
                    Divider()
                    Toggle(isOn: $model.settings.sound) {
                        Label("Sound", systemImage: "speaker.wave.2")
                    }
                    Toggle(isOn: $model.settings.haptics) {
                        Label("Haptics", systemImage: "hand.tap")
                    }
                } label: {
                    Label("Game", systemImage: "ellipsis.circle")
                }
            }
        }
        .confirmationDialog("Resign this game?", isPresented: $isConfirmingResign, titleVisibility: .visible) {
            Button("Resign", role: .destructive) { model.resign() }
        }
        .sheet(isPresented: Binding(
            get: { model.view.summary != nil && model.view.review == nil && !isSummaryClosed && !motion.isPlaying },
            set: { if !$0 { isSummaryClosed = true } }
        ), onDismiss: {
            if isRematchNext {
                isRematchNext = false
                model.rematch()  // a new game id: onChange below opens the next result again
            }
            if isMoveListNext {
                isMoveListNext = false
                isShowingMoves = true
            }
        }) {
            GameOverView(
                model: model,
                onRematch: {
                    isRematchNext = true
                    isSummaryClosed = true
                },
                onNewGame: onNewGame,
                onHome: onHome,
                onShowBoard: { isSummaryClosed = true },
                onReview: {
                    model.analyse()
                    isMoveListNext = true
                    isSummaryClosed = true
                }
            )
            .modifier(NoticeAlerts(playback: playback))
        }
        .sheet(isPresented: $isShowingMoves) {
            MoveListView(model: model, onClose: { isShowingMoves = false })
                .modifier(NoticeAlerts(playback: playback))
        }
        .onChange(of: model.view.gameId) { _ in
            isSummaryClosed = false
        }
        .onAppear { model.gameScreen(isShown: true) }
        .onDisappear { model.gameScreen(isShown: false) }
    }

    /// Landscape and wide iPad windows: the board lies sideways on the left,
    /// the rails and controls scroll in the column beside it.
    private func sideways(board: CGSize) -> some View {
        HStack(alignment: .top, spacing: 16) {
            boardView(isSideways: true)
                .frame(width: board.width, height: board.height)
            ScrollView {
                VStack(spacing: 16) {
                    TurnRail(model: model, playback: playback)
                    CountsRail(view: model.view)
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
            column(board: board, scrolls: false)
            ScrollView { column(board: board, scrolls: true) }
        }
    }

    private func column(board: CGSize, scrolls: Bool) -> some View {
        VStack(spacing: 12) {
            TurnRail(model: model, playback: playback)
            BoardView(model: model, motion: motion, isSideways: false, isInScrollView: scrolls)
                .frame(width: board.width, height: board.height)
            CountsRail(view: model.view)
            controls
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
    }

    private func boardView(isSideways: Bool) -> some View {
        BoardView(model: model, motion: motion, isSideways: isSideways)
    }

    @ViewBuilder
    private var controls: some View {
        if model.view.review != nil {
            ReviewBar(model: model)
        } else {
            GameControls(
                model: model,
                onResign: { isConfirmingResign = true },
                onShowMoves: { isShowingMoves = true },
                onShowResult: { isSummaryClosed = false }
            )
        }
    }
}
