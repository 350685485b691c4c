import SholoCore
import SholoKit
import SwiftUI

/// A lesson step or a puzzle: what to do above the board, the board itself
/// (the game's, with the same taps and drags, laid out as the game's), and
/// Hint, Retry, Solution and Next. Leaving the screen puts the game kept
/// aside back on the table.
@MainActor
struct ExerciseScreen: View {
    @ObservedObject var model: TableModel
    @ObservedObject var playback: Playback
    @ObservedObject var motion: PieceMotion

    var body: some View {
        BoardWithRails(model: model, motion: motion, railsHeight: 250, railsWidth: 320) {
            ExerciseCard(model: model, playback: playback)
        } below: {
            ExerciseControls(model: model)
        }
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle(model.view.drill.map { LearnWording.screenTitle(of: $0) } ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { model.gameScreen(isShown: true) }
        .onDisappear {
            model.gameScreen(isShown: false)
            if model.view.drill != nil {
                model.leaveLearning()
            }
        }
    }
}

/// The exercise in words: its title and place, what to do, and once it is
/// settled, how (solved with the reason why and the line played out, missed
/// with what the other side's answer takes, or the solution shown; after a puzzle, the player's own puzzle
/// rating); for a moment, why a move was refused.
@MainActor
struct ExerciseCard: View {
    @ObservedObject var model: TableModel
    @ObservedObject var playback: Playback

    var body: some View {
        if let drill = model.view.drill {
            HStack(alignment: .top, spacing: 10) {
                PieceView(side: model.view.sideToMove)
                    .frame(width: 22, height: 22)
                    .padding(.top, 2)
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 6) {
                    Text(verbatim: LearnWording.words(drill.title))
                        .font(.system(.headline, design: .serif))
                        .accessibilityAddTraits(.isHeader)
                    Text(verbatim: LearnWording.place(of: drill))
                        .font(.footnote)
                        .foregroundStyle(BoardPalette.inkSoft)
                    Text(verbatim: LearnWording.words(drill.prompt))
                        .font(.body.weight(.medium))
                    outcome(of: drill)
                    if let refusal = playback.refusal {
                        Text(refusal)
                            .font(.subheadline)
                            .foregroundStyle(BoardPalette.take)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
                Spacer(minLength: 0)
                if model.view.thinking {
                    ProgressView()
                }
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .frame(maxWidth: .infinity)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.updatesFrequently)
        }
    }

    @ViewBuilder
    private func outcome(of drill: DrillView) -> some View {
        switch drill.status {
        case .trying:
            if drill.hintPiece != nil {
                Label("The ringed piece can do it.", systemImage: "lightbulb")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.hint)
            } else if model.view.thinking {
                Text("The computer is thinking…")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
            }
        case .solved:
            verdict(drill, systemImage: "checkmark.seal.fill", colour: BoardPalette.step)
            if let why = drill.why {
                Text(verbatim: LearnWording.words(why))
                    .font(.subheadline)
            } else if LearnWording.isPuzzle(drill) {
                puzzleRecord
            }
            // The line the turn begins, played out to the gain.
            if let line = drill.feedback {
                Text(verbatim: LearnWording.words(line))
                    .font(.subheadline)
            }
        case .missed:
            // Neutral: the answer is often a quiet step that shows nothing by itself.
            verdict(drill, systemImage: "xmark.circle", colour: BoardPalette.take)
            if let feedback = drill.feedback {
                // The core's words: what the answer does and which piece falls.
                Text(verbatim: LearnWording.words(feedback))
                    .font(.subheadline)
                Text("Try again, or see the solution.")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
            } else if let reply = drill.reply {
                Text(verbatim: Wording.line(of: reply, in: model.view))
                    .font(.subheadline)
                Text("Try again, or see the solution.")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
            } else if drill.awaitingReply {
                Text("\(model.view.sideToMove.name) answers…")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
            } else {
                Text("Try again, or see the solution.")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
            }
        case .shown:
            verdict(drill, systemImage: "eye", colour: BoardPalette.lastTurn)
            if let solution = model.view.moves.last {
                Text(verbatim: solution.notation)
                    .font(.subheadline.monospaced())
            }
            if LearnWording.isPuzzle(drill) {
                puzzleRecord
            }
        }
    }

    /// After a puzzle: where the player's puzzle rating and streak stand now.
    private var puzzleRecord: some View {
        Text(verbatim: LearnWording.puzzleRecord(model.progress.puzzles))
            .font(.footnote)
            .foregroundStyle(BoardPalette.inkSoft)
    }

    private func verdict(_ drill: DrillView, systemImage: String, colour: Color) -> some View {
        Label(LearnWording.verdict(of: drill.status), systemImage: systemImage)
            .font(.headline)
            .foregroundStyle(colour)
    }
}

/// The row under the board: Hint, Retry, Solution and Next, each enabled as
/// the table says; during a run of takes, End turn in their place.
@MainActor
struct ExerciseControls: View {
    @ObservedObject var model: TableModel
    /// At accessibility text sizes the buttons stand one under another.
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
        if let drill = model.view.drill {
            let row = dynamicTypeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(spacing: 8))
                : AnyLayout(HStackLayout(spacing: 8))
            if model.view.run != nil {
                EndTurnButton(enabled: model.view.canEndTurn) {
                    model.endTurn()
                }
            } else {
                row {
                    ControlButton("Hint", systemImage: "lightbulb",
                                  enabled: model.view.canHint) {
                        model.hint()
                    }
                    ControlButton("Retry", systemImage: "arrow.counterclockwise", enabled: drill.canRetry) {
                        model.retry()
                    }
                    ControlButton("Solution", systemImage: "eye", enabled: drill.canShowSolution) {
                        model.showSolution()
                    }
                    ControlButton("Next", systemImage: "forward.fill", enabled: drill.canNext,
                                  isProminent: drill.status != .trying) {
                        model.nextExercise()
                    }
                }
            }
        }
    }
}
