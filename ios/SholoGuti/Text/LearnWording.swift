import Foundation
import SholoCore
import SholoKit

extension PromptWording {
    /// The lesson and puzzle texts as the app words them: each key is its own
    /// entry in the String Catalog (filled from core/src/learn/texts.*.tsv by
    /// ios/ci/fill_learn_strings.py), a side by its name, a number in the
    /// player's digits.
    static var catalog: PromptWording {
        PromptWording(
            text: { key in
                let missing = "\u{1}"
                let text = Bundle.main.localizedString(forKey: key, value: missing, table: nil)
                return text == missing ? nil : text
            },
            sideName: { $0.name },
            number: { $0.formatted() }
        )
    }
}

/// Sentences about the lesson or puzzle on the board.
enum LearnWording {
    /// A lesson's or puzzle's text key in words.
    static func words(_ prompt: Prompt) -> String {
        PromptWording.catalog.words(prompt)
    }

    /// Under the title: "Step 1 of 2", or the puzzle's rating.
    static func place(of drill: DrillView) -> String {
        switch drill.kind {
        case .lesson(_, let step):
            return String(localized: "Step \(Int(step) + 1) of \(Int(drill.steps))")
        case .puzzle:
            return drill.rating.map { String(localized: "Puzzle rated \(Int($0))") } ?? String(localized: "Puzzle")
        }
    }

    /// The screen's title: "Lesson 3" or "Puzzle".
    static func screenTitle(of drill: DrillView) -> String {
        switch drill.kind {
        case .lesson(let lesson, _):
            return String(localized: "Lesson \(Int(lesson) + 1)")
        case .puzzle:
            return String(localized: "Puzzle")
        }
    }

    /// How the exercise stands, in a few words (every status has its own).
    static func verdict(of status: DrillStatus) -> String {
        switch status {
        case .trying: return String(localized: "Your turn")
        case .solved: return String(localized: "Solved!")
        case .missed: return String(localized: "Not this one")
        case .shown: return String(localized: "The solution")
        }
    }

    /// What VoiceOver says when the table settles the exercise (`status`).
    static func spoken(_ status: DrillStatus, in view: TableView) -> String? {
        switch status {
        case .trying:
            return nil
        case .solved:
            let why = view.drill?.why.map(words) ?? ""
            return String(localized: "Solved!") + " " + why
        case .missed:
            // The reply is said as a turn when it is played (Playback), and is
            // often a quiet step: no promise that it shows why.
            if view.drill?.awaitingReply == true {
                return String(localized: "Not this one. \(view.sideToMove.name) answers…")
            }
            return String(localized: "Not this one. Try again, or see the solution.")
        case .shown:
            return view.moves.last.map { String(localized: "Solution: \(Wording.spokenNotation($0.notation))") }
        }
    }

    /// The player's own puzzle figures, worded apart from the puzzle's rating
    /// ("Puzzle rated 1180"): "Your puzzle rating 1048 · streak 1".
    static func puzzleRecord(_ record: PuzzleRecord) -> String {
        String(localized: "Your puzzle rating \(Int(record.rating)) · streak \(Int(record.streak))")
    }

    static func isPuzzle(_ drill: DrillView) -> Bool {
        switch drill.kind {
        case .lesson: return false
        case .puzzle: return true
        }
    }

    /// A lesson in the list: "A take, done" or "A take, 1 of 2 steps".
    static func spokenLesson(_ lesson: LessonInfo, number: Int) -> String {
        let title = "\(number). " + words(lesson.title)
        if lesson.stepsDone >= lesson.steps {
            return title + ", " + String(localized: "done")
        }
        return title + ", " + String(localized: "\(Int(lesson.stepsDone)) of \(Int(lesson.steps)) steps")
    }
}
