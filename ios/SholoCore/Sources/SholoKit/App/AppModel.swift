import Foundation
import SholoCore

/// The app's state above any one screen: the remembered settings, the files,
/// and the game on the board. Plain Swift, so tests drive it without a UI.
@MainActor
public final class AppModel: ObservableObject {
    /// The New game screen's choices, written to `UserDefaults` on every change.
    @Published public var settings: GameSettings {
        didSet { settingsStore.save(settings) }
    }
    /// The game on the board, if one was started or continued.
    @Published public private(set) var game: GameController? = nil
    /// Files found damaged and set aside, for a notice on the Home screen.
    @Published public private(set) var damage: [GameArchive.Damage] = []
    @Published public private(set) var hasSavedGame: Bool

    public let layout: BoardLayout
    /// The start position's cells, for the board pictures on Home and How to play.
    public let startCells: [Cell]
    public let archive: GameArchive
    private let settingsStore: SettingsStore
    private let makeSeed: () -> UInt64
    private let pause: (Double) async -> Void

    public init(
        settingsStore: SettingsStore,
        archive: GameArchive,
        layout: BoardLayout = boardLayout(),
        makeSeed: @escaping () -> UInt64 = { UInt64.random(in: .min ... .max) },
        pause: @escaping (Double) async -> Void = GameController.sleep
    ) {
        self.settingsStore = settingsStore
        self.archive = archive
        self.layout = layout
        self.startCells = GameSession(config: GameSettings().gameConfig(seed: 0)).view().cells
        self.makeSeed = makeSeed
        self.pause = pause
        self.settings = settingsStore.load()
        self.hasSavedGame = archive.hasSavedGame
        self.damage = archive.damage
    }

    /// Restores the saved game. False (with a damage notice) if the core refused it.
    @discardableResult
    public func continueSavedGame() -> Bool {
        defer { syncFiles() }
        guard let session = archive.loadSavedGame() else { return false }
        show(session)
        return true
    }

    /// Starts a game with the current settings, replacing any saved one.
    public func startNewGame() {
        game?.suspend()
        let session = GameSession(config: settings.gameConfig(seed: makeSeed()))
        try? archive.save(session)
        show(session)
        syncFiles()
    }

    /// Leaves the game screen; the game stays saved for Continue.
    public func leaveGame() {
        game?.suspend()
        game = nil
        syncFiles()
    }

    /// The scene left the foreground (false) or came back (true): the game on
    /// the board pauses its search, and takes it up again.
    public func sceneBecame(active: Bool) {
        if active {
            game?.resume()
        } else {
            game?.suspend()
        }
    }

    public func acknowledgeDamage() {
        archive.acknowledgeDamage()
        damage = []
    }

    public var levelRecords: [LevelRecord] {
        archive.stats.levelRecords()
    }

    public var twoPlayerRecord: TwoPlayerRecord {
        archive.stats.twoPlayerRecord()
    }

    private func show(_ session: GameSession) {
        game = GameController(
            session: session,
            layout: layout,
            archive: archive,
            speed: settings.speed,
            turnsBoard: settings.turnsBoard,
            pause: pause,
            onFinish: { [weak self] _ in self?.gameEnded() }
        )
    }

    /// Colours swap after every game, so a rematch or the next new game starts
    /// with the other colour.
    private func gameEnded() {
        settings.swapColours()
        syncFiles()
    }

    private func syncFiles() {
        hasSavedGame = archive.hasSavedGame
        damage = archive.damage
    }
}
