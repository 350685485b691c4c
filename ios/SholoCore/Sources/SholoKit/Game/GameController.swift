import Foundation
import SholoCore

/// The game screen's model: one `GameSession`, what the player has picked up,
/// the computer's searches, and the pieces' animation. It decides nothing about
/// the rules; every move, target and outcome comes from the core.
///
/// A turn is saved as soon as the core has it (before it is animated), so a
/// game killed mid-animation resumes exactly where it was.
@MainActor
public final class GameController: ObservableObject {
    /// What the controller is busy with; input is taken only while `waiting`
    /// (or while a hint is being searched, which a move cancels).
    public enum Activity: Equatable, Sendable {
        case waiting
        case thinking
        case hinting
        case moving
    }

    public let layout: BoardLayout
    public let speed: AnimationSpeed
    /// Pass-and-play: turn the board so the side to move sits nearest.
    public let turnsBoard: Bool

    /// The core's latest view of the game.
    @Published public private(set) var snapshot: GameView
    /// The pieces as drawn; ahead of `snapshot` while a turn is animated.
    @Published public private(set) var pieces: PieceTracker
    @Published public private(set) var selection: Selection? = nil
    /// The hinted turn, drawn on the board until the next move.
    @Published public private(set) var hint: BotTurn? = nil
    @Published public private(set) var activity: Activity = .waiting
    /// The last refusal or failure, for an alert; nil once dismissed.
    @Published public private(set) var problem: SholoError? = nil
    /// Set when writing the save failed; the game goes on in memory.
    @Published public private(set) var saveFailed = false
    /// The end-of-game figures, once the game is over.
    @Published public private(set) var finished: FinishedGame? = nil

    private let session: GameSession
    private let archive: GameArchive
    private let bot: BotRunner
    private let pause: (Double) async -> Void
    private let onFinish: (FinishedGame) -> Void

    /// The targets of every movable piece, for picking and for VoiceOver.
    private var movableTargets: [Int32: [Target]] = [:]
    /// The game's end, recorded when the core reported it (before animating).
    private var recordedFinish: FinishedGame?
    private var search: Task<Void, Never>?
    /// Off screen (or not yet shown): the computer does not start thinking.
    private var isSuspended = true

    /// - Parameters:
    ///   - pause: waits between hops; tests pass one that returns at once.
    ///   - onFinish: called once when the game ends (the app swaps colours).
    public init(
        session: GameSession,
        layout: BoardLayout,
        archive: GameArchive,
        speed: AnimationSpeed,
        turnsBoard: Bool,
        bot: BotRunner = BotRunner(),
        pause: @escaping (Double) async -> Void = GameController.sleep,
        onFinish: @escaping (FinishedGame) -> Void = { _ in }
    ) {
        let snapshot = session.view()
        self.session = session
        self.layout = layout
        self.archive = archive
        self.speed = speed
        self.turnsBoard = turnsBoard
        self.bot = bot
        self.pause = pause
        self.onFinish = onFinish
        self.snapshot = snapshot
        self.pieces = PieceTracker(cells: snapshot.cells)
        refresh()
    }

    /// The default pause: a real sleep, cut short if the task is cancelled.
    nonisolated public static func sleep(_ seconds: Double) async {
        try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    // MARK: - What the screen asks

    /// Whether a tap or drag is taken now.
    public var acceptsInput: Bool {
        (activity == .waiting || activity == .hinting)
            && snapshot.awaiting == .human
            && finished == nil
    }

    public var canUndo: Bool {
        snapshot.canUndo && snapshot.outcome == nil && activity != .moving && hasHuman
    }

    public var canHint: Bool {
        acceptsInput && activity == .waiting && snapshot.run == nil
    }

    public var canEndTurn: Bool {
        acceptsInput && snapshot.run?.canEnd == true
    }

    public var canResign: Bool {
        acceptsInput && snapshot.run == nil
    }

    /// Whether a person plays at all (not two bots).
    public var hasHuman: Bool {
        snapshot.config.red == .human || snapshot.config.white == .human
    }

    /// Who plays `side`.
    public func player(for side: Side) -> Player {
        side == .red ? snapshot.config.red : snapshot.config.white
    }

    /// The side drawn nearest the player: the person's side against the
    /// computer; with two people, the side to move if the board turns.
    public var nearSide: Side {
        switch (snapshot.config.red, snapshot.config.white) {
        case (.human, .computer): return .red
        case (.computer, .human): return .white
        case (.human, .human): return turnsBoard ? snapshot.sideToMove : .red
        default: return .red
        }
    }

    /// The facts VoiceOver reads for one point.
    public func describe(_ point: PointInfo) -> PointDescription {
        let index = point.index
        let cell = snapshot.cells.indices.contains(Int(index)) ? snapshot.cells[Int(index)] : .empty
        let own = movableTargets[index] ?? []
        return PointDescription(
            name: point.name,
            occupant: cell,
            role: role(of: index),
            takes: own.filter { $0.taken != nil }.map { name(of: $0.to) },
            steps: own.filter { $0.taken == nil }.map { name(of: $0.to) },
            movedLast: snapshot.lastTurn?.path.last == index,
            takenLast: snapshot.lastTurn?.taken.contains(index) == true
        )
    }

    // MARK: - Player input

    /// A tap on a point: pick up a piece, put it down, or move it to a target.
    public func tap(_ point: Int32) {
        guard acceptsInput else { return }
        if let selection {
            if selection.target(landingOn: point) != nil {
                play(from: selection.piece, to: point)
                return
            }
            if selection.isRun { return }
            if point == selection.piece {
                self.selection = nil
                return
            }
        }
        pick(point)
    }

    /// A drag starting on a point picks its piece up (if it may move).
    public func beginDrag(at point: Int32) {
        guard acceptsInput else { return }
        if selection?.piece == point { return }
        if selection?.isRun == true { return }
        pick(point)
    }

    /// A drag ending on a target moves there; anywhere else puts the piece down
    /// (a run's piece stays picked up).
    public func endDrag(at point: Int32?) {
        guard acceptsInput, let selection else { return }
        if let point, selection.target(landingOn: point) != nil {
            play(from: selection.piece, to: point)
        } else if point != selection.piece, !selection.isRun {
            self.selection = nil
        }
    }

    /// End turn: stops a run of takes where it is.
    public func endTurn() {
        guard canEndTurn else { return }
        command { try session.endRun() }
    }

    public func undo() {
        guard canUndo else { return }
        command { try session.undo() }
    }

    /// Asks the core for the best turn; it is drawn on the board when found.
    public func requestHint() {
        guard canHint else { return }
        startSearch(as: .hinting, { try await $0.bot.hint(in: $0.session) }) { $0.hint = $1 }
    }

    /// The side to move (a person) gives up.
    public func resign() {
        guard canResign else { return }
        command { try session.resign() }
    }

    public func dismissProblem() {
        problem = nil
    }

    // MARK: - Screen life cycle

    /// Leaving the screen: the computer stops thinking (its search is cancelled).
    public func suspend() {
        isSuspended = true
        cancelSearch()
    }

    /// Back on screen: the computer takes up its turn again.
    public func resume() {
        isSuspended = false
        proceed()
    }

    // MARK: - Turns

    private func pick(_ point: Int32) {
        if let targets = movableTargets[point], !targets.isEmpty {
            selection = Selection(piece: point, targets: targets)
        } else {
            selection = nil
        }
    }

    private func play(from: Int32, to: Int32) {
        cancelSearch()
        do {
            animate(try session.playHop(from: from, to: to))
        } catch {
            report(error)
            refresh()
        }
    }

    /// Starts the computer's search when it is the computer's turn.
    private func proceed() {
        guard !isSuspended, activity == .waiting, finished == nil,
              snapshot.awaiting == .computer, search == nil
        else { return }
        startSearch(as: .thinking, { try await $0.bot.think(in: $0.session) }) { $0.apply($1) }
    }

    /// Runs one bot search as `search`, shown as `kind`. Unless it is
    /// cancelled (whoever cancels it, undo or leaving, has reset the state),
    /// its turn goes to `deliver` and a refusal is reported.
    private func startSearch(
        as kind: Activity,
        _ ask: @escaping (GameController) async throws -> BotTurn,
        then deliver: @escaping (GameController, BotTurn) -> Void
    ) {
        activity = kind
        search = Task { [weak self] in
            guard let self else { return }
            let result: Result<BotTurn, Error>
            do {
                result = .success(try await ask(self))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self.search = nil
            self.activity = .waiting
            switch result {
            case .success(let turn): deliver(self, turn)
            case .failure(let error): self.report(error)
            }
        }
    }

    private func apply(_ turn: BotTurn) {
        do {
            try session.applyBotTurn(turn: turn)
            animate(turn.hops)
        } catch {
            // A stale turn (the position changed meanwhile) is refused by the
            // core and simply searched again.
            if case SholoError.StaleTurn = error {} else { report(error) }
            settle()
        }
    }

    /// Shows hops the core has already played, one at a time at the chosen speed.
    private func animate(_ hops: [Hop]) {
        persistIfTurnEnded()
        selection = nil
        hint = nil
        activity = .moving
        Task { [weak self] in
            guard let self else { return }
            for hop in hops {
                self.pieces.apply(hop)
                await self.pause(self.speed.hopDuration)
            }
            self.activity = .waiting
            self.refresh()
            self.proceed()
        }
    }

    /// After a change made without animation: save, show, go on.
    private func settle() {
        persistIfTurnEnded()
        selection = nil
        hint = nil
        refresh()
        proceed()
    }

    /// Saves after every completed turn; at the end, records the game and
    /// forgets the save.
    private func persistIfTurnEnded() {
        let view = session.view()
        guard view.run == nil else { return }
        do {
            if view.outcome != nil {
                if recordedFinish == nil, let summary = session.summary() {
                    recordedFinish = FinishedGame(summary: summary, record: try archive.record(summary))
                }
                try archive.clearSavedGame()
            } else {
                try archive.save(session)
            }
            saveFailed = false
        } catch {
            saveFailed = true
        }
    }

    /// Takes the core's view and derives the picked piece and targets from it.
    private func refresh() {
        snapshot = session.view()
        pieces.reconcile(with: snapshot.cells)
        movableTargets = [:]
        if snapshot.awaiting == .human, snapshot.run == nil {
            for point in snapshot.movable {
                movableTargets[point] = (try? session.targets(from: point)) ?? []
            }
        }
        if let run = snapshot.run {
            selection = Selection(piece: run.piece, targets: run.nextTakes, isRun: true)
        } else if let selection, movableTargets[selection.piece] == nil {
            self.selection = nil
        }
        if snapshot.outcome != nil, finished == nil {
            finish()
        }
    }

    private func finish() {
        if recordedFinish == nil {
            persistIfTurnEnded()
        }
        guard let result = recordedFinish else { return }
        finished = result
        onFinish(result)
    }

    /// Runs a player's command on the session: a search in progress stops
    /// first, a refusal is reported, and the screen catches up either way.
    private func command(_ call: () throws -> Void) {
        cancelSearch()
        do {
            try call()
        } catch {
            report(error)
        }
        settle()
    }

    private func cancelSearch() {
        search?.cancel()
        search = nil
        if activity == .thinking || activity == .hinting {
            activity = .waiting
        }
    }

    private func report(_ error: Error) {
        if case SholoError.Cancelled = error { return }
        problem = (error as? SholoError) ?? .Internal(detail: String(describing: error))
    }

    // MARK: - Describing points

    private func role(of point: Int32) -> PointDescription.Role {
        guard let selection else { return .plain }
        if selection.piece == point { return .picked }
        if selection.takeLandings.contains(point) { return .takeTarget }
        if selection.steps.contains(point) { return .stepTarget }
        if selection.threatened.contains(point) { return .threatened }
        return .plain
    }

    private func name(of point: Int32) -> String {
        layout.points.first { $0.index == point }?.name ?? "?"
    }
}
