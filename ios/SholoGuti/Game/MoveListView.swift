import SholoCore
import SholoKit
import SwiftUI

/// The move list, open under the board (beside it sideways) in the place of
/// the game's controls: every turn in notation and, once a finished game is
/// reviewed ("Review game"), each turn's grade mark and, when it was not the
/// best, the engine's best turn. Choosing a turn, or stepping with the row
/// under the list, shows the board after it (read-only, the table's review):
/// the board stays in sight, smaller, while the list is open, so the position
/// reviewed is never covered. The turn that led to the position shown is
/// marked and scrolled into view when it changes, not on every refresh (which
/// would undo the player's own scrolling). Done goes back to the live game.
@MainActor
struct MoveListView: View {
    @ObservedObject var model: TableModel
    /// The panel's whole height (`GameScreen` keeps this room free under the
    /// board); the list scrolls within it.
    let height: CGFloat
    let onClose: () -> Void
    @Environment(\.accessibilityReduceMotion) var reduceMotion

    var body: some View {
        VStack(spacing: 0) {
            header
            Divider()
            turns
            Divider()
            steps
        }
        .frame(maxWidth: .infinity)
        .frame(height: height)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    /// "Moves" (or the review under way), Review game, Done. One line either
    /// way, so the list keeps its height when the review starts and ends.
    private var header: some View {
        HStack(spacing: 8) {
            if model.view.analysing {
                HStack(spacing: 8) {
                    ProgressView()
                    Text("Reviewing the game…")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                }
                .accessibilityElement(children: .combine)
            } else {
                Text("Moves")
                    .font(.headline)
                    .lineLimit(1)
                    .accessibilityAddTraits(.isHeader)
            }
            Spacer(minLength: 0)
            if model.view.canAnalyse {
                Button {
                    model.analyse()
                } label: {
                    Label("Review game", systemImage: "magnifyingglass")
                        .lineLimit(1)
                }
                .buttonStyle(.bordered)
                .controlSize(.small)
            }
            Button("Done", action: onClose)
                .font(.body.weight(.semibold))
        }
        .padding(.horizontal, 12)
        .frame(minHeight: 44)
    }

    /// The start position and every turn; the one shown is marked.
    private var turns: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    if !model.view.moves.isEmpty {
                        line(afterTurns: 0) {
                            Text("The start position")
                        }
                        .id(0)
                    }
                    ForEach(Array(model.view.moves.enumerated()), id: \.offset) { index, turn in
                        line(afterTurns: index + 1) {
                            row(number: index + 1, turn: turn)
                        }
                        .accessibilityLabel(Text(verbatim: Wording.spokenLine(index + 1, turn, in: model.view)))
                        .id(index + 1)
                    }
                }
            }
            .overlay {
                if model.view.moves.isEmpty {
                    Text("No turns played yet")
                        .foregroundStyle(.secondary)
                }
            }
            // When the list opens, and whenever the position shown changes
            // (a turn chosen, a step, a turn played live), not on every refresh.
            .onAppear {
                proxy.scrollTo(shownTurns, anchor: .center)
            }
            .onChange(of: shownTurns) { shown in
                if reduceMotion {
                    proxy.scrollTo(shown, anchor: .center)
                } else {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        proxy.scrollTo(shown, anchor: .center)
                    }
                }
            }
        }
        .frame(maxHeight: .infinity)
    }

    /// A line of the list: choosing it shows the board after that many turns.
    private func line<Content: View>(afterTurns turns: Int, @ViewBuilder content: () -> Content) -> some View {
        let isShown = turns == shownTurns
        return Button {
            model.reviewTo(Int32(turns))
        } label: {
            HStack(spacing: 10) {
                content()
                Spacer(minLength: 0)
                if isShown {
                    Image(systemName: "eye")
                        .foregroundStyle(.secondary)
                        .accessibilityHidden(true)
                }
            }
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(isShown ? Color.accentColor.opacity(0.16) : Color.clear)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isShown ? .isSelected : [])
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
        }
    }

    /// A turn back, where the board stands, a turn on, and back to the game.
    /// The buttons keep the system's tint, which fades when they are disabled.
    private var steps: some View {
        HStack(spacing: 4) {
            stepButton("Step back", systemImage: "backward.frame", enabled: shownTurns > 0) {
                model.reviewStep(-1)
            }
            Text(position)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
                .frame(maxWidth: .infinity)
            stepButton("Step forward", systemImage: "forward.frame", enabled: model.view.review != nil) {
                model.reviewStep(1)
            }
            stepButton("Back to the game", systemImage: "forward.end", enabled: model.view.review != nil) {
                model.reviewLive()
            }
        }
        .padding(.horizontal, 4)
        .frame(minHeight: 44)
    }

    private func stepButton(
        _ title: LocalizedStringKey,
        systemImage: String,
        enabled: Bool,
        action: @escaping () -> Void
    ) -> some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
                .labelStyle(.iconOnly)
                .imageScale(.large)
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .disabled(!enabled)
    }

    /// "Turn 5 of 32" while an earlier position is shown, else the live game.
    private var position: String {
        guard let review = model.view.review else { return String(localized: "Live game") }
        return String(localized: "Turn \(Int(review.index)) of \(Int(review.played))")
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
}
