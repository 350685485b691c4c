import Combine
import Foundation
import SholoCore

/// The app's one link to the game table in Rust. It opens the table over the
/// app's folder, forwards the player's intents, and re-reads the view and the
/// events on the main thread whenever the table says something changed. It
/// decides nothing: every rule, turn, search, save and record is the table's.
@MainActor
public final class TableModel: ObservableObject {
    /// Everything the game screen shows.
    @Published public private(set) var view: TableView
    /// The choices for the next game, and the preferences. Setting them
    /// (a picker's binding, `$model.settings.sound`) writes them to the table,
    /// which keeps them; the game on the table is untouched.
    @Published public var settings: Settings {
        didSet {
            if !isReading, settings != oldValue {
                table.setSettings(settings: settings)
            }
        }
    }
    /// The record book, for the Record screen.
    @Published public private(set) var records: Records
    /// How far the person got in the lessons, and the puzzle record, for the
    /// Learn screen (saved by the table with the record book).
    @Published public private(set) var progress: LearnProgress

    /// The board's points, lines and opening position, to draw from.
    public let layout = boardLayout()
    /// Called on the main thread after every re-read, with the events since
    /// the last one, oldest first (often none): the app plays them, then
    /// lines the board up with the new view.
    public var onChange: ([TableEvent]) -> Void = { _ in }

    private let table: GameTable
    /// True while `refresh` copies the table's state in (nothing to write back).
    private var isReading = false
    private var isGameOnScreen = false
    private var isSceneActive = true

    /// Opens the table over the files in `directory` (created if missing).
    public convenience init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try self.init { try GameTable.open(storeDir: directory.path, listener: $0) }
    }

    /// A table whose files are not kept: the app's last resort when no folder
    /// can be opened, and previews.
    public convenience init() {
        self.init { GameTable.inMemory(settings: .standard, seed: UInt64.random(in: .min ... .max), listener: $0) }
    }

    /// Opens whatever table `open` makes, listening to it (tests open one on a
    /// position of their choosing).
    init(opening open: (ChangeRelay) throws -> GameTable) rethrows {
        var relay: ChangeRelay?
        // One pending change is enough: a refresh reads everything there is.
        let stream = AsyncStream<Void>(bufferingPolicy: .bufferingNewest(1)) { relay = ChangeRelay($0) }
        guard let relay else { preconditionFailure("AsyncStream runs its build closure at once") }
        let table = try open(relay)
        // Paused before anything is read: the first view already says so, and
        // no search starts for a moment at launch. Nothing is searched until
        // the game screen is shown.
        table.pause()
        self.table = table
        view = table.view()
        settings = table.settings()
        records = table.records()
        progress = table.learnProgress()
        // Ends when the table (and with it the relay's continuation) goes.
        Task { [weak self] in
            for await _ in stream {
                self?.refresh()
            }
        }
    }

    // MARK: - Intents (a refusal comes back as an event)

    public func tap(_ point: Int32) { act { $0.tap(point: point) } }
    public func dragStart(_ point: Int32) { act { $0.dragStart(point: point) } }
    public func dragDrop(_ point: Int32) { act { $0.dragDrop(point: point) } }
    public func dragCancel() { act { $0.dragCancel() } }
    public func endTurn() { act { $0.endTurn() } }
    public func undo() { act { $0.undo() } }
    public func hint() { act { $0.hint() } }
    public func resign() { act { $0.resign() } }
    /// Reviews the finished game (off the main thread, in Rust); the grades fill `view.moves`.
    public func analyse() { act { $0.analyse() } }
    public func rematch() { act { $0.rematch() } }
    public func reviewStep(_ delta: Int32) { act { $0.reviewStep(delta: delta) } }
    public func reviewTo(_ turn: Int32) { act { $0.reviewTo(index: turn) } }
    public func reviewLive() { act { $0.reviewLive() } }

    /// Starts a game with the current settings; the game on the table ends.
    public func newGame() {
        let chosen = settings
        act { $0.newGame(settings: chosen) }
    }

    // MARK: - Lessons and puzzles (docs/API.md, "Learning")
    //
    // Each puts an exercise on the table in place of the game, which the
    // table keeps aside until `leaveLearning()`; `view.drill` says what is on
    // the board. A refusal (`NoSuchLesson`, `NoPuzzles`) comes back as an event
    // and leaves `view.drill` as it was.

    /// Step `step` (from 0) of lesson `lesson`, its place in `progress.lessons`.
    public func startLesson(_ lesson: Int32, step: Int32) { act { $0.startLesson(lesson: lesson, step: step) } }
    /// A puzzle near the person's puzzle rating, not played lately.
    public func startPuzzle() { act { $0.startPuzzle() } }
    /// Puzzle `id` of the shipped set, the same every time (tests, previews).
    public func startPuzzle(id: Int32) { act { $0.startPuzzleId(id: id) } }
    /// Back to the exercise's start.
    public func retry() { act { $0.retry() } }
    /// Back to the start, and the solution played as the computer's turn.
    public func showSolution() { act { $0.showSolution() } }
    /// The lesson's next step (then the next lesson), or the next puzzle.
    public func nextExercise() { act { $0.nextExercise() } }
    /// The game kept aside is back on the table.
    public func leaveLearning() { act { $0.leaveLearning() } }

    // MARK: - Life cycle

    /// The game screen appeared (true) or went away (false).
    public func gameScreen(isShown: Bool) {
        isGameOnScreen = isShown
        syncPause()
    }

    /// The scene came to the foreground (true) or left it (false, also for
    /// the moments Control Center or the app switcher covers it): the
    /// computer thinks only in the foreground. Nothing waits for the disk
    /// here; `flush()` does, when the app goes to the background.
    public func scene(isActive: Bool) {
        isSceneActive = isActive
        syncPause()
    }

    /// Returns once every change so far is on disk, and what the store
    /// reported meanwhile (a save that failed) is handed on. The table's
    /// store writes each change on its own thread as it happens; this only
    /// waits for the last write, on a thread of its own, so the main thread
    /// never blocks on a disk. The app calls it on going to the background,
    /// within a background task, so iOS lets that write finish before
    /// suspending it.
    public func flush() async {
        let table = self.table
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                table.flush()
                done.resume()
            }
        }
        refresh()
    }

    /// The computer thinks only while the game is on screen in the foreground;
    /// every completed turn is already saved, so iOS may end the app any time.
    private func syncPause() {
        if isGameOnScreen, isSceneActive {
            act { $0.resume() }
        } else {
            act { $0.pause() }
        }
    }

    private func act(_ intent: (GameTable) -> Void) {
        intent(table)
        refresh()
    }

    /// Reads what changed, then hands the events on.
    private func refresh() {
        view = table.view()
        isReading = true
        settings = table.settings()
        isReading = false
        records = table.records()
        progress = table.learnProgress()
        onChange(table.takeEvents())
    }
}

/// Hands the table's "something changed" (called on any thread) to the model's
/// stream, which the main actor drains.
final class ChangeRelay: TableListener {
    private let continuation: AsyncStream<Void>.Continuation

    init(_ continuation: AsyncStream<Void>.Continuation) {
        self.continuation = continuation
    }

    func changed() {
        continuation.yield()
    }
}
