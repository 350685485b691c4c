import SholoCore
import SholoKit
import SwiftUI

/// The end of a game: who won and how, the figures of both sides, the number
/// of turns, and the record this game counts in.
@MainActor
struct GameOverView: View {
    @ObservedObject var model: TableModel
    let onRematch: () -> Void
    let onNewGame: () -> Void
    let onHome: () -> Void
    let onShowBoard: () -> Void
    let onReview: () -> Void

    var body: some View {
        NavigationStack {
            List {
                if let summary = model.view.summary, let result = model.view.result {
                    Section {
                        VStack(alignment: .leading, spacing: 6) {
                            Text(Wording.headline(result.headline))
                                .font(.system(.title, design: .serif).bold())
                            Text(summary.outcome.reasonText(in: model.view))
                                .foregroundStyle(.secondary)
                        }
                        .padding(.vertical, 4)
                        .accessibilityElement(children: .combine)
                    }
                    Section("The game") {
                        figures(summary)
                        LabeledContent("Turns played") {
                            Text(Int(summary.turns), format: .number)
                        }
                    }
                }
                record
                Section {
                    VStack(spacing: 10) {
                        Button(action: onRematch) {
                            Label(rematchTitle, systemImage: "arrow.triangle.2.circlepath")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                        ViewThatFits(in: .horizontal) {
                            HStack(spacing: 10) { secondary }
                            VStack(spacing: 10) { secondary }
                        }
                        .buttonStyle(.bordered)
                    }
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
                }
            }
            .navigationTitle("Game over")
            .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium, .large])
    }

    private func figures(_ summary: GameSummary) -> some View {
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
    }

    @ViewBuilder
    private var record: some View {
        switch model.view.record {
        case .level(let record):
            Section {
                RecordFigures(record: record)
            } header: {
                Text("Your record at \(record.level.title)")
            }
        case .twoPlayers(let record):
            Section {
                TwoPlayerFigures(record: record)
            } header: {
                Text("Two players, one device")
            }
        case .nobody:
            EmptyView()
        }
    }

    @ViewBuilder
    private var secondary: some View {
        if model.view.canAnalyse {
            Button(action: onReview) {
                Label("Review game", systemImage: "magnifyingglass")
                    .frame(maxWidth: .infinity)
            }
        }
        Button(action: onShowBoard) {
            Label("Look at the board", systemImage: "square.grid.3x3")
                .frame(maxWidth: .infinity)
        }
        Button(action: onNewGame) {
            Label("New game", systemImage: "plus.circle")
                .frame(maxWidth: .infinity)
        }
        Button(action: onHome) {
            Label("Home", systemImage: "house")
                .frame(maxWidth: .infinity)
        }
    }

    /// "Rematch: you play White" against the computer (the colours have swapped).
    private var rematchTitle: String {
        guard model.settings.seating.opponent == .computer else { return String(localized: "Rematch") }
        return String(localized: "Rematch: you play \(model.settings.seating.personSide.name)")
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

/// The tally of games between two people on this device.
struct TwoPlayerFigures: View {
    let record: TwoPlayerRecord

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Red wins")
                Text(Int(record.redWins), format: .number)
            }
            GridRow {
                Text("White wins")
                Text(Int(record.whiteWins), format: .number)
            }
            GridRow {
                Text("Draws")
                Text(Int(record.draws), format: .number)
            }
        }
    }
}
