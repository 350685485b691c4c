import SholoCore
import SholoKit
import SwiftUI

/// Undo, Hint, End turn (during a run of takes), Resign, and the result once
/// the game is over.
@MainActor
struct GameControls: View {
    @ObservedObject var game: GameController
    let onResign: () -> Void
    let onShowResult: () -> Void

    var body: some View {
        VStack(spacing: 10) {
            if game.canEndTurn {
                Button {
                    game.endTurn()
                } label: {
                    Label("End turn", systemImage: "checkmark.circle.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            if game.finished != nil {
                Button(action: onShowResult) {
                    Label("Result", systemImage: "trophy")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            HStack(spacing: 8) {
                if game.hasHuman {
                    control("Undo", systemImage: "arrow.uturn.backward", enabled: game.canUndo) {
                        game.undo()
                    }
                    control("Hint", systemImage: "lightbulb", enabled: game.canHint) {
                        game.requestHint()
                    }
                    control("Resign", systemImage: "flag", enabled: game.canResign, action: onResign)
                }
            }
        }
    }

    private func control(
        _ title: LocalizedStringKey,
        systemImage: String,
        enabled: Bool,
        action: @escaping () -> Void
    ) -> some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .imageScale(.large)
                Text(title)
                    .font(.footnote)
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
            }
            .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.bordered)
        .disabled(!enabled)
    }
}
