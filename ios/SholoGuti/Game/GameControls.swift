import SholoCore
import SholoKit
import SwiftUI

/// The row under the board, as on Android: Undo, Hint, Moves, Resign; during
/// a run of takes End turn stands in place of Moves and Resign (a hint then
/// says how to carry the run on); once the game is over, the result. The
/// table says what is allowed.
@MainActor
struct GameControls: View {
    @ObservedObject var model: TableModel
    let onResign: () -> Void
    let onShowMoves: () -> Void
    let onShowResult: () -> Void
    /// At accessibility text sizes the buttons stand one under another, each
    /// its icon beside its name, instead of four cramped in a row.
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
        VStack(spacing: 10) {
            if model.view.summary != nil {
                Button(action: onShowResult) {
                    Label("Result", systemImage: "trophy")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            let row = dynamicTypeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(spacing: 8))
                : AnyLayout(HStackLayout(spacing: 8))
            row {
                if hasPerson {
                    ControlButton("Undo", systemImage: "arrow.uturn.backward", enabled: model.view.canUndo) {
                        model.undo()
                    }
                    ControlButton("Hint", systemImage: "lightbulb", enabled: model.view.canHint) {
                        model.hint()
                    }
                }
                if model.view.run != nil, hasPerson {
                    EndTurnButton(enabled: model.view.canEndTurn) {
                        model.endTurn()
                    }
                    .layoutPriority(1)
                } else {
                    ControlButton("Moves", systemImage: "list.number", enabled: !model.view.moves.isEmpty, action: onShowMoves)
                    if hasPerson {
                        ControlButton("Resign", systemImage: "flag", enabled: model.view.canResign, action: onResign)
                    }
                }
            }
        }
    }

    /// Whether a person plays at all (not two bots).
    private var hasPerson: Bool {
        model.view.redPlayer == .human || model.view.whitePlayer == .human
    }
}

/// Replay of the move list: a turn back, a turn on, and back to the game.
@MainActor
struct ReviewBar: View {
    @ObservedObject var model: TableModel

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 8) {
                Button { model.reviewStep(-1) } label: {
                    Label("Step back", systemImage: "backward.frame")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .disabled(model.view.review?.index == 0)
                Button { model.reviewStep(1) } label: {
                    Label("Step forward", systemImage: "forward.frame")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
            }
            .buttonStyle(.bordered)
            Button { model.reviewLive() } label: {
                Label("Back to the game", systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
    }
}
