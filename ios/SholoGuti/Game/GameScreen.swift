import SholoCore
import SholoKit
import SwiftUI

/// The game: the turn rail, the board, the counts and the controls
/// (laid out by `BoardWithRails`), with the game's menu, the result sheet
/// and dialogs. The move list opens in the controls' place, under the board
/// (beside it sideways): the board gives it room, so the position being
/// reviewed stays in sight.
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
    /// The move list's height when open, and how much of it the rails' room
    /// already holds: the controls' row it replaces is some 58 points, but
    /// with the counts on three lines (any iPhone upright) the rails' 210
    /// leave little spare, so the list counts on 30 of them. Upright, the
    /// board gives up the rest, down to `BoardGeometry.viewingSpacing`
    /// between points. Both grow with Dynamic Type.
    @ScaledMetric(relativeTo: .body) var movesPanelHeight: CGFloat = 232
    @ScaledMetric(relativeTo: .body) var movesPanelCovered: CGFloat = 30

    var body: some View {
        BoardWithRails(
            model: model,
            motion: motion,
            railsHeight: 210,
            railsWidth: 300,
            extraHeight: isShowingMoves ? max(0, movesPanelHeight - movesPanelCovered) : 0,
            leastSpacing: isShowingMoves ? BoardGeometry.viewingSpacing : BoardGeometry.minimumSpacing
        ) {
            TurnRail(model: model, playback: playback)
        } below: {
            CountsRail(view: model.view)
            controls
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
        .onChange(of: model.view.gameId) { _ in
            isSummaryClosed = false
            isShowingMoves = false  // a new game has no turns to list
        }
        .onAppear { model.gameScreen(isShown: true) }
        .onDisappear {
            // Leaving the game leaves the table at the live position, as on
            // Android: Home shows where the game stands, and Continue opens
            // on it, not on the turn last replayed.
            if model.view.review != nil {
                model.reviewLive()
            }
            model.gameScreen(isShown: false)
        }
    }

    @ViewBuilder
    private var controls: some View {
        if isShowingMoves {
            MoveListView(model: model, height: movesPanelHeight, onClose: closeMoves)
        } else if model.view.review != nil {
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

    /// Closing the list goes back to the live game, as on Android.
    private func closeMoves() {
        isShowingMoves = false
        if model.view.review != nil {
            model.reviewLive()
        }
    }
}
