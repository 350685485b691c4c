import SholoCore
import SholoKit
import SwiftUI

/// The end of a game: who won and how, the figures of both sides, the number
/// of turns, and against the computer the player's record at that level.
@MainActor
struct GameOverView: View {
    let finished: FinishedGame
    let onRematch: () -> Void
    let onNewGame: () -> Void
    let onHome: () -> Void
    let onShowBoard: () -> Void

    private var summary: GameSummary { finished.summary }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(Wording.headline(for: finished))
                            .font(.title.bold())
                        Text(Wording.reason(summary.outcome.reason))
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                    .accessibilityElement(children: .combine)
                }

                Section("The game") {
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                        GridRow {
                            Text(verbatim: "")
                            Text(Side.red.name).font(.subheadline.weight(.semibold))
                            Text(Side.white.name).font(.subheadline.weight(.semibold))
                        }
                        GridRow {
                            Text("Pieces left")
                            Text(Int(summary.red.left), format: .number)
                            Text(Int(summary.white.left), format: .number)
                        }
                        GridRow {
                            Text("Taken")
                            Text(Int(summary.red.taken), format: .number)
                            Text(Int(summary.white.taken), format: .number)
                        }
                        GridRow {
                            Text("Lost")
                            Text(Int(summary.white.taken), format: .number)
                            Text(Int(summary.red.taken), format: .number)
                        }
                    }
                    LabeledContent("Turns played") {
                        Text(Int(summary.turns), format: .number)
                    }
                }

                if let record = finished.record {
                    Section {
                        RecordFigures(record: record)
                    } header: {
                        Text("Your record at \(record.level.title)")
                    }
                }

                Section {
                    Button(action: onRematch) {
                        Label(rematchTitle, systemImage: "arrow.triangle.2.circlepath")
                    }
                    Button(action: onNewGame) {
                        Label("New game", systemImage: "plus.circle")
                    }
                    Button(action: onShowBoard) {
                        Label("Look at the board", systemImage: "square.grid.3x3")
                    }
                    Button(action: onHome) {
                        Label("Home", systemImage: "house")
                    }
                }
            }
            .navigationTitle("Game over")
            .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium, .large])
    }

    /// "Rematch: you play White" against the computer (the colours swap).
    private var rematchTitle: String {
        guard let side = finished.humanSide else { return String(localized: "Rematch") }
        return String(localized: "Rematch: you play \(side.opponent.name)")
    }
}

/// Wins, losses, draws, win rate and streaks at one level.
struct RecordFigures: View {
    let record: LevelRecord

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Wins")
                Text(Int(record.wins), format: .number)
            }
            GridRow {
                Text("Losses")
                Text(Int(record.losses), format: .number)
            }
            GridRow {
                Text("Draws")
                Text(Int(record.draws), format: .number)
            }
            GridRow {
                Text("Win rate")
                Text(record.winRate, format: .percent.precision(.fractionLength(0)))
            }
            GridRow {
                Text("Current streak")
                Text(Int(record.currentStreak), format: .number)
            }
            GridRow {
                Text("Best streak")
                Text(Int(record.bestStreak), format: .number)
            }
        }
    }
}
