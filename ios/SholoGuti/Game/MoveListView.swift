import SholoCore
import SholoKit
import SwiftUI

/// Every turn of the game in notation. Choosing one shows the board after it
/// (read-only), to step through with the replay bar under the board. Once a
/// finished game is reviewed ("Review game"), each turn has its grade's mark
/// and, when it was not the best, the engine's best turn.
@MainActor
struct MoveListView: View {
    @ObservedObject var model: TableModel
    let onClose: () -> Void

    var body: some View {
        NavigationStack {
            List {
                if model.view.canAnalyse {
                    Button {
                        model.analyse()
                    } label: {
                        Label("Review game", systemImage: "magnifyingglass")
                    }
                }
                if model.view.analysing {
                    HStack(spacing: 10) {
                        ProgressView()
                        Text("Reviewing the game…")
                            .foregroundStyle(.secondary)
                    }
                    .accessibilityElement(children: .combine)
                }
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
                    .accessibilityLabel(Text(verbatim: Wording.spokenLine(number + 1, turn, in: model.view)))
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
            if let graded = turn.grade, graded.grade != .good {
                Text(verbatim: graded.grade.mark)
                    .font(.body.monospaced().bold())
                    .foregroundStyle(markColour(graded.grade))
                if let best = graded.best {
                    Text("best \(best)")
                        .font(.footnote.monospaced())
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            if shownTurns == number {
                Image(systemName: "eye")
                    .foregroundStyle(.secondary)
            }
        }
    }

    /// Amber to red; the system colours adapt to dark mode.
    private func markColour(_ grade: ReviewGrade) -> Color {
        switch grade {
        case .good: return .secondary
        case .inaccuracy: return Color(uiColor: .systemYellow)
        case .mistake: return Color(uiColor: .systemOrange)
        case .blunder: return Color(uiColor: .systemRed)
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
