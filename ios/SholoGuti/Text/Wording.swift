import Foundation
import SholoCore
import SholoKit

/// Sentences built from the table's view and events, in the player's language:
/// what the rails show and what VoiceOver says.
enum Wording {
    /// The turn rail: the table's status line in words.
    static func turnStatus(of view: TableView) -> String {
        switch view.status {
        case .replay(let index, let played):
            return String(localized: "Replay: turn \(Int(index)) of \(Int(played))")
        case .over(let result):
            return headline(result)
        case .computerThinking:
            return String(localized: "The computer is thinking…")
        case .botThinking(let side):
            return String(localized: "\(side.name) is thinking…")
        case .hintPending:
            return String(localized: "Looking for a good move…")
        case .hintEndTurn:
            return String(localized: "Hint: End turn here")
        case .hint(let turn):
            return String(localized: "Hint: \(turn.notation)")
        case .run(let canEnd):
            return canEnd ? String(localized: "Take again, or End turn") : String(localized: "Keep taking")
        case .yourTurn:
            return String(localized: "Your turn")
        case .toMove(let side):
            return String(localized: "\(side.name) to move")
        }
    }

    /// The last turn in words, under the turn rail: "Computer (White): c3-c4".
    static func lastTurn(in view: TableView) -> String? {
        view.lastTurn.map { line(of: $0, in: view) }
    }

    /// A turn with who played it: "Computer (White): c3-c4".
    static func line(of turn: TurnRecord, in view: TableView) -> String {
        "\(seatName(of: turn.side, in: view)): \(turn.notation)"
    }

    /// A side's name on the rails: "You (Red)", "Computer (White)", "Red (Hard)" or the colour.
    static func seatName(of side: Side, in view: TableView) -> String {
        let player = side == .red ? view.redPlayer : view.whitePlayer
        let other = side == .red ? view.whitePlayer : view.redPlayer
        switch (player, other) {
        case (.human, .computer):
            return String(localized: "You (\(side.name))")
        case (.computer, .human):
            return String(localized: "Computer (\(side.name))")
        case (.computer(let level), .computer):
            return String(localized: "\(side.name) (\(level.title))")
        default:
            return side.name
        }
    }

    /// The result's first line, as the table words it for the person.
    static func headline(_ headline: Headline) -> String {
        switch headline {
        case .draw: return String(localized: "Draw")
        case .youWin: return String(localized: "You win!")
        case .youLose: return String(localized: "You lose")
        case .sideWins(let side): return String(localized: "\(side.name) wins")
        }
    }

    /// What VoiceOver says after a turn: "Computer: c3-c4, took 2".
    static func spoken(_ turn: TurnRecord, in view: TableView) -> String {
        let played = "\(seatName(of: turn.side, in: view)): \(spokenNotation(turn.notation))"
        guard !turn.captured.isEmpty else { return played }
        return String(localized: "\(played), took \(Int(turn.captured.count))")
    }

    /// A move list line for VoiceOver: "3. You (Red): c3 to c4, mistake, best was b4 to b5".
    static func spokenLine(_ number: Int, _ turn: TurnRecord, in view: TableView) -> String {
        let line = "\(number). " + spoken(turn, in: view)
        guard let graded = turn.grade else { return line }
        guard let best = graded.best, graded.grade != .good else { return line + ", " + graded.grade.name }
        return line + ", " + graded.grade.name + ", " + String(localized: "best was \(spokenNotation(best))")
    }

    /// Notation read out: "c3 to c4", "c4 takes to c6".
    static func spokenNotation(_ notation: String) -> String {
        notation
            .replacingOccurrences(of: "-", with: String(localized: " to "))
            .replacingOccurrences(of: "x", with: String(localized: " takes to "))
    }

    /// What VoiceOver says for a point: "c4, red piece, can move".
    static func spokenLabel(of point: PointInfo, in view: TableView) -> String {
        let index = point.index
        var parts = [point.name]
        switch view.cells.indices.contains(Int(index)) ? view.cells[Int(index)] : .empty {
        case .red: parts.append(String(localized: "red piece"))
        case .white: parts.append(String(localized: "white piece"))
        case .empty: parts.append(String(localized: "empty"))
        }
        if view.selected == index {
            parts.append(String(localized: "picked up"))
        } else if let target = view.targets.first(where: { $0.to == index }) {
            parts.append(target.taken == nil ? String(localized: "move here") : String(localized: "take, landing here"))
        } else if view.targets.contains(where: { $0.taken == index }) {
            parts.append(String(localized: "would be taken"))
        } else if view.movable.contains(index) {
            parts.append(String(localized: "can move"))
        }
        if view.drill?.hintPiece == index {
            parts.append(String(localized: "hint: this piece can do it"))
        }
        if view.lastTurn?.path.last == index {
            parts.append(String(localized: "moved last turn"))
        }
        if view.lastTurn?.captured.contains(index) == true {
            parts.append(String(localized: "taken last turn"))
        }
        return parts.joined(separator: ", ")
    }

    // MARK: - File notices, naming the file (the store's file name says which)

    /// Which of the app's files the store's note is about, in words.
    private static func fileName(_ kind: FileKind) -> String {
        switch kind {
        case .game:
            return String(localized: "The saved game")
        case .stats:
            return String(localized: "The record of your games")
        case .settings:
            return String(localized: "The settings")
        }
    }

    static func setAside(_ kind: FileKind) -> String {
        String(localized: "\(fileName(kind)) could not be read. It was set aside, and a fresh one was started.")
    }

    static func fromNewerVersion(_ kind: FileKind) -> String {
        String(localized: "\(fileName(kind)) is from a newer version of the app. It was left as it is; update the app to use it.")
    }

    static func saveFailed(_ kind: FileKind) -> String {
        String(localized: "\(fileName(kind)) could not be saved. The game goes on, and saving is tried again after the next turn.")
    }
}
