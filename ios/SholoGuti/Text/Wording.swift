import Foundation
import SholoCore
import SholoKit

/// Sentences built from the game's state, in the player's language.
enum Wording {
    /// The turn rail: whose turn, the computer thinking, or a run going on.
    @MainActor
    static func turnStatus(of game: GameController) -> String {
        if let finished = game.finished {
            return headline(for: finished)
        }
        let side = game.snapshot.sideToMove
        switch game.activity {
        case .thinking:
            if game.hasHuman {
                return String(localized: "The computer is thinking…")
            }
            return String(localized: "\(side.name) is thinking…")
        case .hinting:
            return String(localized: "Looking for a good move…")
        case .waiting, .moving:
            break
        }
        if let hint = game.hint {
            return String(localized: "Hint: \(hint.notation)")
        }
        if let run = game.snapshot.run, game.snapshot.awaiting == .human {
            return run.canEnd
                ? String(localized: "Take again, or End turn")
                : String(localized: "Keep taking")
        }
        if game.player(for: side) == .human, game.player(for: side.opponent) != .human {
            return String(localized: "Your turn")
        }
        return String(localized: "\(side.name) to move")
    }

    /// A side's name on the rails: "You", "Computer", or the colour.
    @MainActor
    static func seatName(of side: Side, in game: GameController) -> String {
        let player = game.player(for: side)
        let other = game.player(for: side.opponent)
        switch (player, other) {
        case (.human, .computer):
            return String(localized: "You (\(side.name))")
        case (.computer, .human):
            return String(localized: "Computer (\(side.name))")
        default:
            return side.name
        }
    }

    /// The end screen's first line.
    static func headline(for finished: FinishedGame) -> String {
        guard let winner = finished.summary.outcome.winner else {
            return String(localized: "Draw")
        }
        if let human = finished.humanSide {
            return winner == human ? String(localized: "You win!") : String(localized: "You lose")
        }
        return String(localized: "\(winner.name) wins")
    }

    static func reason(_ reason: EndReason) -> String {
        reason.text
    }

    /// What VoiceOver says for a point: "c4, red piece, can take on c6".
    static func spokenLabel(_ point: PointDescription) -> String {
        var parts = [point.name]
        switch point.occupant {
        case .red: parts.append(String(localized: "red piece"))
        case .white: parts.append(String(localized: "white piece"))
        case .empty: parts.append(String(localized: "empty"))
        }
        switch point.role {
        case .plain: break
        case .picked: parts.append(String(localized: "picked up"))
        case .stepTarget: parts.append(String(localized: "move here"))
        case .takeTarget: parts.append(String(localized: "take, landing here"))
        case .threatened: parts.append(String(localized: "would be taken"))
        }
        if !point.takes.isEmpty {
            parts.append(String(localized: "can take on \(list(point.takes))"))
        }
        if !point.steps.isEmpty {
            parts.append(String(localized: "can move to \(list(point.steps))"))
        }
        if point.movedLast {
            parts.append(String(localized: "moved last turn"))
        }
        if point.takenLast {
            parts.append(String(localized: "taken last turn"))
        }
        return parts.joined(separator: ", ")
    }

    /// Why an action was refused.
    static func message(for error: SholoError) -> String {
        switch error {
        case .BadPosition, .BadNotation:
            return String(localized: "That position or move could not be read.")
        case .IllegalMove:
            return String(localized: "That move is not allowed here.")
        case .NotYourTurn:
            return String(localized: "It is not your turn.")
        case .GameOver:
            return String(localized: "The game is over.")
        case .StaleTurn:
            return String(localized: "The position changed; the computer will think again.")
        case .NothingToDo:
            return String(localized: "There is nothing to undo.")
        case .Cancelled:
            return String(localized: "Stopped.")
        case .DamagedSave:
            return String(localized: "The saved game was damaged and has been set aside.")
        case .NewerSave:
            return String(localized: "The saved game is from a newer version of the app.")
        case .DamagedStats:
            return String(localized: "The record was damaged and has been set aside.")
        case .NewerStats:
            return String(localized: "The record is from a newer version of the app.")
        case .Internal:
            return String(localized: "Something went wrong inside the game. Please report it.")
        }
    }

    /// The Home screen's notice about files set aside at launch.
    static func damageNotice(_ damage: [GameArchive.Damage]) -> String {
        damage.map { item in
            switch item {
            case .savedGame:
                return String(localized: "The saved game could not be read. It was set aside, and you can start a new game.")
            case .stats:
                return String(localized: "The record could not be read. It was set aside, and a new record was started.")
            }
        }
        .joined(separator: "\n")
    }

    private static func list(_ names: [String]) -> String {
        ListFormatter.localizedString(byJoining: names)
    }
}
