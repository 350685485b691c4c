import Foundation
import SholoCore
import SholoKit

// The localized names of the core's enums and the app's settings. Every string
// here is a key in Localizable.xcstrings.

extension Side {
    var name: String {
        switch self {
        case .red: return String(localized: "Red")
        case .white: return String(localized: "White")
        }
    }
}

extension ReviewGrade {
    /// What VoiceOver says for a graded turn.
    var name: String {
        switch self {
        case .good: return String(localized: "good")
        case .inaccuracy: return String(localized: "inaccuracy")
        case .mistake: return String(localized: "mistake")
        case .blunder: return String(localized: "blunder")
        }
    }

    /// The move list's mark, as chess players write it (none for a good turn).
    var mark: String {
        switch self {
        case .good: return ""
        case .inaccuracy: return "?!"
        case .mistake: return "?"
        case .blunder: return "??"
        }
    }
}

extension Level {
    var title: String {
        switch self {
        case .learning: return String(localized: "Learning")
        case .easy: return String(localized: "Easy")
        case .casual: return String(localized: "Casual")
        case .steady: return String(localized: "Steady")
        case .medium: return String(localized: "Medium")
        case .keen: return String(localized: "Keen")
        case .skilled: return String(localized: "Skilled")
        case .hard: return String(localized: "Hard")
        case .strong: return String(localized: "Strong")
        case .expert: return String(localized: "Expert")
        }
    }

    var explanation: String {
        switch self {
        case .learning: return String(localized: "For learning the game: often moves without thinking about your reply.")
        case .easy: return String(localized: "Looks at your reply, but often misses a second take.")
        case .casual: return String(localized: "Sees the shape of the board, but leaves pieces loose now and then.")
        case .steady: return String(localized: "Looks three turns ahead; sometimes misses a second take.")
        case .medium: return String(localized: "Looks at its move, your reply and its answer: a fair fight.")
        case .keen: return String(localized: "Looks four turns ahead and judges the whole board.")
        case .skilled: return String(localized: "Looks five turns ahead and rarely leaves a piece loose.")
        case .hard: return String(localized: "Looks six turns ahead and punishes loose pieces.")
        case .strong: return String(localized: "Looks eight turns ahead; a slip is rare.")
        case .expert: return String(localized: "The strongest: searches deepest and punishes loose pieces.")
        }
    }
}

extension Opponent {
    /// The New game screen's segment.
    var shortTitle: String {
        switch self {
        case .computer: return String(localized: "Computer")
        case .twoPlayers: return String(localized: "Two people")
        case .watchBots: return String(localized: "Watch")
        }
    }
}

extension TakingRule {
    /// The New game screen's segment.
    var shortTitle: String {
        switch self {
        case .optional: return String(localized: "Optional")
        case .forced: return String(localized: "Forced")
        }
    }

    var explanation: String {
        switch self {
        case .optional:
            return String(localized: "Taking is your choice, and a run may stop after any take.")
        case .forced:
            return String(localized: "A take must be made whenever there is one, and a run followed to its end.")
        }
    }
}

extension QuietRule {
    /// The New game screen's segment, as on Android: the limit, then what
    /// it brings (a draw, or the win for whoever has most pieces left).
    var shortTitle: String {
        switch self {
        case .draw80: return String(localized: "80 · draw")
        case .morePieces60: return String(localized: "60 · most pieces")
        case .morePieces40: return String(localized: "40 · most pieces")
        }
    }
}

extension Speed {
    var title: String {
        switch self {
        case .slow: return String(localized: "Slow")
        case .normal: return String(localized: "Normal")
        case .fast: return String(localized: "Fast")
        }
    }
}

extension Outcome {
    /// Why the game ended, naming the quiet-turn limit and who resigned, as
    /// Android words it.
    func reasonText(in view: TableView) -> String {
        switch reason {
        case .allTaken: return String(localized: "Every piece was taken.")
        case .shutIn: return String(localized: "Shut in: pieces left but no move.")
        case .repetition: return String(localized: "The same position came up for the third time.")
        case .quietLimit: return String(localized: "\(Int(view.quietLimit)) turns in a row without a take: a draw.")
        case .quietLimitMorePieces: return String(localized: "\(Int(view.quietLimit)) turns in a row without a take: more pieces wins.")
        case .quietLimitEqual: return String(localized: "\(Int(view.quietLimit)) turns in a row without a take, with equal pieces: a draw.")
        case .resigned:
            guard let loser = view.result?.loser else { return String(localized: "Resigned.") }
            return String(localized: "\(Wording.seatName(of: loser, in: view)) resigned.")
        }
    }
}
