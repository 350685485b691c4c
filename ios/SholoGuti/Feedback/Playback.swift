import Combine
import SholoCore
import SholoKit
import UIKit

/// Plays the table's events: pieces glide hop by hop, sounds and haptics (each
/// switchable in the settings), VoiceOver hears what no element says by itself
/// (the computer's move, the result, a refusal), and file problems become a notice.
@MainActor
final class Playback: ObservableObject {
    /// A problem with the app's files, for the "About the saved game" alert;
    /// nil once dismissed.
    @Published var fileNotice: String?
    /// The computer could not think of a turn, for its own alert.
    @Published var engineNotice: String?
    /// Saving keeps failing: each file's failure said once in the alert,
    /// then only this quiet banner on the game screen until a turn is saved
    /// again.
    @Published private(set) var saveBanner: String?
    /// The last refusal, in words, shown briefly under the turn rail.
    @Published private(set) var refusal: String?

    let motion = PieceMotion()
    private let model: TableModel
    private let sounds = Sounds()
    private let haptics = Haptics()
    private var refusalTimer: Task<Void, Never>?
    /// The files whose failure to save the alert told, until saving works again.
    private var toldSaveFailures: Set<FileKind> = []
    /// Save failures reported so far: a turn's write that adds none saved it.
    private var saveFailures = 0
    private var isCheckingSave = false

    /// `keepsFiles` false: no folder could hold the app's files, so nothing is
    /// kept after the app closes, and the player is told at once.
    init(model: TableModel, keepsFiles: Bool = true) {
        self.model = model
        if !keepsFiles {
            fileNotice = String(localized: "This device would not let the app keep its files, so games and records are not kept after the app closes.")
        }
        motion.show(model.view.cells)
        model.onChange = { [weak self] events in
            self?.play(events)
        }
    }

    private func play(_ events: [TableEvent]) {
        let view = model.view
        let seconds = model.settings.speed.hopSeconds
        // The hops played since the last look, shown through the core's boards at the end.
        var moving: [Hop] = []
        // An exercise went back to its start in this change: a solution
        // played after it starts from the exercise's board, not the attempt's.
        var isBackAtStart = false
        for event in events {
            switch event {
            case .pickedUp:
                cue(.pickUp)
                feel { $0.selectionChanged() }
            case .putDown:
                feel { $0.selectionChanged() }
            case .hopPlayed(let hop):
                moving.append(hop)
                cue(hop.taken == nil ? .step : .take)
                feel { $0.hop(took: hop.taken != nil) }
            case .turnPlayed(let turn, let shownHops):
                let isSolution = isBackAtStart && view.drill?.status == .shown
                if isSolution, let start = view.hopBoards.first {
                    motion.show(start)  // the core's board before the solution's first hop
                }
                let rest = Array(turn.hops.dropFirst(Int(shownHops)))
                if !rest.isEmpty {
                    moving += rest
                    cue(turn.captured.isEmpty ? .step : .take)
                    feel { $0.hop(took: !turn.captured.isEmpty) }
                }
                if !isSolution {  // the solution is said with the exercise's change, below
                    say(Wording.spoken(turn, in: view))
                }
            case .takenBack(let turns):
                motion.stop()
                moving.removeAll()
                if view.drill != nil {
                    isBackAtStart = true
                    say(String(localized: "Back to the start."))
                } else {
                    say(turns == 0 ? String(localized: "The run was taken back.") : String(localized: "Taken back."))
                }
            case .hintShown(let turn):
                say(view.hintEndsRun
                    ? String(localized: "Hint: End turn here")
                    : String(localized: "Hint: \(Wording.spokenNotation(turn.notation))"))
            case .pieceHinted(let point):
                // The ring says it to the eye only.
                let name = model.layout.point(point)?.name ?? "?"
                say(String(localized: "Hint: the piece on \(name) can do it."))
            case .exerciseSettled(let status):
                tell(status, in: view)
            case .gameOver(let outcome):
                guard let result = view.result else { break }
                switch result.headline {
                case .draw:
                    cue(.draw)
                    feel { $0.gameOver(won: false) }
                case .youLose:
                    cue(.lost)
                    feel { $0.gameOver(won: false) }
                case .youWin, .sideWins:
                    cue(.won)
                    feel { $0.gameOver(won: true) }
                }
                say(Wording.headline(result.headline) + ". " + outcome.reasonText(in: view))
            case .refused(let reason, let feedback):
                // The table's policy, shared with Android: a tap on nothing is no mistake.
                if feedback {
                    show(refusal: words(for: reason))
                }
            case .newGame:
                motion.stop()
                moving.removeAll()
            case .gameAnalysed:
                say(String(localized: "The review is ready: each turn has its grade in the move list."))
            case .engineTrouble(_, let retrying):
                if !retrying {
                    engineNotice = String(localized: "The computer could not think of a turn, so it played a simple one.")
                }
            case .saveFailed(let kind, _, _):
                saveFailures += 1
                if toldSaveFailures.insert(kind).inserted {
                    fileNotice = Wording.saveFailed(kind)
                } else {
                    saveBanner = String(localized: "Not saved: saving is tried again after the next turn.")
                }
            case .fileSetAside(let kind, _, _, _):
                fileNotice = Wording.setAside(kind)
            case .fileFromNewerVersion(let kind, _, _):
                fileNotice = Wording.fromNewerVersion(kind)
            }
        }
        if view.review != nil {
            // An earlier position replaces the board: what was still gliding
            // goes, and a turn played meanwhile (the computer's) is not drawn
            // moving over it, as on Android.
            motion.stop()
        } else if let frames = HopFrames(view: view, hops: moving) {
            // Reduce Motion: hop by hop still, but fading instead of gliding.
            motion.play(frames, seconds: seconds, fading: UIAccessibility.isReduceMotionEnabled)
        }
        let playedTurn = events.contains { if case .turnPlayed = $0 { return true } else { return false } }
        if playedTurn, !toldSaveFailures.isEmpty {
            confirmSaved()
        }
        motion.show(model.view.cells)
    }

    /// Saving failed before: once every write so far is done, a turn saved
    /// with no new failure clears the banner (and the next failure is told
    /// again). The banner stays as long as the store reports failures.
    private func confirmSaved() {
        guard !isCheckingSave else { return }
        isCheckingSave = true
        let failuresBefore = saveFailures
        Task { [weak self] in
            await self?.model.flush()  // plays any failure it reported first
            guard let self else { return }
            isCheckingSave = false
            if saveFailures == failuresBefore {
                saveBanner = nil
                toldSaveFailures.removeAll()
            }
        }
    }

    /// A lesson or puzzle solved, missed or shown (the table says so once,
    /// when it happens): sounded, felt and said.
    private func tell(_ status: DrillStatus, in view: TableView) {
        switch status {
        case .trying:
            return
        case .solved:
            cue(.won)
            feel { $0.gameOver(won: true) }
        case .missed:
            cue(.lost)
            feel { $0.gameOver(won: false) }
        case .shown:
            break
        }
        if let words = LearnWording.spoken(status, in: view) {
            say(words)
        }
    }

    private func show(refusal text: String) {
        refusal = text
        cue(.refused)
        feel { $0.refused() }
        say(text)
        refusalTimer?.cancel()
        refusalTimer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 2_500_000_000)
            guard !Task.isCancelled else { return }
            self?.refusal = nil
        }
    }

    private func cue(_ cue: Sounds.Cue) {
        if model.settings.sound {
            sounds.play(cue)
        }
    }

    private func feel(_ pattern: (Haptics) -> Void) {
        if model.settings.haptics {
            pattern(haptics)
        }
    }

    /// Queued, so a quick run of announcements is read in full.
    private func say(_ text: String) {
        guard UIAccessibility.isVoiceOverRunning, !text.isEmpty else { return }
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: queued)
    }
}

// The words for the events no element on screen says by itself.
extension Playback {
    /// Why the table refused what the player did.
    private func words(for reason: Refusal) -> String {
        let name = { (point: Int32) in self.model.layout.point(point)?.name ?? "?" }
        switch reason {
        case .noSuchPoint: return String(localized: "There is no such point.")
        case .gameOver: return String(localized: "The game is over.")
        case .computerToMove: return String(localized: "Wait: the computer is to move.")
        case .watchingOnly: return String(localized: "Two bots are playing; you are watching.")
        case .cannotMove(let point): return String(localized: "\(name(point)) has no piece that can move.")
        case .noSuchHop(let from, let to): return String(localized: "\(name(from)) cannot go to \(name(to)).")
        case .notTheRunningPiece: return String(localized: "Only the running piece may move until the run ends.")
        case .runMustGoOn: return String(localized: "The run must go on while a take is left.")
        case .noRun: return String(localized: "No run of takes is going on.")
        case .nothingToUndo: return String(localized: "There is nothing to undo.")
        case .runInProgress: return String(localized: "Finish the run of takes first.")
        case .reviewing: return String(localized: "An earlier position is shown: go back to the game first.")
        case .noSuchTurn: return String(localized: "There is no such turn.")
        case .gameInProgress: return String(localized: "The game is still being played.")
        case .paused: return String(localized: "The game is paused.")
        case .nothingToAnalyse: return String(localized: "No turn was played: there is nothing to review.")
        case .analysing: return String(localized: "The game is being reviewed.")
        case .alreadyAnalysed: return String(localized: "The game has been reviewed: the grades are in the move list.")
        case .learning: return String(localized: "A lesson or puzzle is on the board: use Retry, Solution or Next.")
        case .notLearning: return String(localized: "No lesson or puzzle is on the board.")
        case .exerciseOver: return String(localized: "This one is finished: try again or go on to the next.")
        case .noSuchLesson: return String(localized: "There is no such lesson.")
        case .noPuzzles: return String(localized: "No puzzles are available.")
        }
    }
}

extension Speed {
    /// Seconds for one hop on screen (a step, or one take of a run), as on Android.
    fileprivate var hopSeconds: Double {
        switch self {
        case .slow: return 0.55
        case .normal: return 0.3
        case .fast: return 0.13
        }
    }
}
