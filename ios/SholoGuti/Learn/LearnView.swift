import SholoCore
import SholoKit
import SwiftUI

/// Learn: the puzzle record with a button for the next puzzle, then the
/// twelve lessons of the course, each marked done or with its steps so far.
/// Choosing one puts it on the table (the game in progress is kept aside)
/// and opens the exercise. On an iPad it is a centred column, as the record
/// is, so a lesson's name and its steps stay within one glance.
@MainActor
struct LearnView: View {
    @EnvironmentObject var model: TableModel
    /// Opens the exercise screen, once an exercise is on the table.
    let onOpenExercise: () -> Void

    var body: some View {
        List {
            Section {
                PuzzleFigures(record: model.progress.puzzles)
                Button {
                    model.startPuzzle()
                    openIfStarted()
                } label: {
                    Label("Solve a puzzle", systemImage: "puzzlepiece")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(model.progress.puzzles.available == 0)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
            } header: {
                Text("Puzzles")
            } footer: {
                Text("Each puzzle is picked near your puzzle rating.")
            }
            Section {
                ForEach(Array(model.progress.lessons.enumerated()), id: \.element.id) { index, lesson in
                    Button {
                        // Where it stopped, or from the start once done: the table's choice.
                        model.startLesson(Int32(index), step: lesson.resumeStep)
                        openIfStarted()
                    } label: {
                        LessonRow(lesson: lesson, number: index + 1)
                    }
                    .accessibilityLabel(Text(LearnWording.spokenLesson(lesson, number: index + 1)))
                }
            } header: {
                Text("Lessons")
            }
        }
        .scrollContentBackground(.hidden)
        .frame(maxWidth: 640)
        .frame(maxWidth: .infinity)
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("Learn")
    }

    /// A refused start (no puzzles) leaves nothing on the table and the list open.
    private func openIfStarted() {
        if model.view.drill != nil {
            onOpenExercise()
        }
    }
}

/// The player's puzzle rating ("Your ...", apart from a puzzle's own
/// "Puzzle rated ..."), the streak and the tally.
struct PuzzleFigures: View {
    let record: PuzzleRecord

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Your puzzle rating: \(Int(record.rating))")
                .font(.headline)
            Text("Streak: \(Int(record.streak)) · best \(Int(record.bestStreak))")
            Text("Solved \(Int(record.solved)) · missed \(Int(record.missed)) · \(Int(record.available)) puzzles")
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

/// One lesson: its number, its title, and a tick once every step is done.
struct LessonRow: View {
    let lesson: LessonInfo
    let number: Int

    private var isDone: Bool { lesson.stepsDone >= lesson.steps }

    var body: some View {
        HStack(spacing: 12) {
            Text(verbatim: "\(number)")
                .font(.headline.monospacedDigit())
                .foregroundStyle(BoardPalette.inkSoft)
                .frame(minWidth: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: LearnWording.words(lesson.title))
                    .foregroundStyle(BoardPalette.ink)
                Text("\(Int(lesson.stepsDone)) of \(Int(lesson.steps)) steps")
                    .font(.footnote)
                    .foregroundStyle(BoardPalette.inkSoft)
            }
            Spacer(minLength: 0)
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(isDone ? BoardPalette.step : BoardPalette.inkSoft)
                .imageScale(.large)
        }
        .frame(minHeight: 44)
        .contentShape(Rectangle())
    }
}
