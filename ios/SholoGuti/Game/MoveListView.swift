import SholoCore
import SholoKit
import SwiftUI

/// Every turn of the game in notation. Choosing one shows the board after it
/// (read-only), to step through with the replay bar under the board.
@MainActor
struct MoveListView: View {
    @ObservedObject var model: TableModel
    let onClose: () -> Void

    var body: some View {
        NavigationStack {
            List {
                Button {
                    show(afterTurns: 0)
                } label: {
                    Text("The start position")
                }
                ForEach(Array(model.view.moves.enumerated()), id: \.offset) { number, turn in
                    Button {
                        show(afterTurns: number + 1)
                    } label: {
                        row(number: number + 1, turn: turn)
                    }
                    .accessibilityLabel(Text(verbatim: "\(number + 1). " + Wording.spoken(turn, in: model.view)))
                }
            }
            .navigationTitle("Moves")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", action: onClose)
                }
            }
            .overlay {
                if model.view.moves.isEmpty {
                    Text("No turns played yet")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    private func row(number: Int, turn: TurnRecord) -> some View {
        HStack(spacing: 10) {
            Text(number, format: .number)
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .frame(minWidth: 28, alignment: .trailing)
            PieceView(side: turn.side)
                .frame(width: 16, height: 16)
            Text(verbatim: turn.notation)
                .font(.body.monospaced())
                .foregroundStyle(.primary)
            Spacer(minLength: 0)
            if shownTurns == number {
                Image(systemName: "eye")
                    .foregroundStyle(.secondary)
            }
        }
    }

    /// How many turns the board shows now (all of them when not replaying).
    private var shownTurns: Int {
        Int(model.view.review?.index ?? Int32(model.view.moves.count))
    }

    private func show(afterTurns turns: Int) {
        model.reviewTo(Int32(turns))
        onClose()
    }
}
