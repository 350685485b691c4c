import Foundation
import SholoCore

/// The app's two files under Application Support: the game in progress and the
/// stats book. Both are the core's own versioned JSON, written atomically; the
/// core decides what a valid save is, this type only keeps the files.
@MainActor
public final class GameArchive {
    /// Why a file was set aside, for the notice on the Home screen.
    public enum Damage: Equatable, Sendable {
        case savedGame
        case stats
    }

    private let gameFile: RecordFile
    private let statsFile: RecordFile

    /// The player's record. Starts empty if the stats file was missing or damaged.
    public private(set) var stats: StatsBook
    /// Files found damaged (and set aside) since launch, oldest first.
    public private(set) var damage: [Damage]

    /// The default place: `Application Support/SholoGuti/`.
    public static func defaultDirectory() throws -> URL {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask,
            appropriateFor: nil, create: true
        )
        return base.appendingPathComponent("SholoGuti", isDirectory: true)
    }

    public init(directory: URL) {
        let statsFile = RecordFile(url: directory.appendingPathComponent("stats.json"))
        var damage: [Damage] = []
        switch statsFile.load({ try StatsBook.load(json: $0) }) {
        case .missing:
            stats = StatsBook()
        case .loaded(let book):
            stats = book
        case .damaged:
            stats = StatsBook()
            damage.append(.stats)
        }
        self.gameFile = RecordFile(url: directory.appendingPathComponent("game.json"))
        self.statsFile = statsFile
        self.damage = damage
    }

    /// Whether a game in progress is on disk (Home shows Continue).
    public var hasSavedGame: Bool {
        FileManager.default.fileExists(atPath: gameFile.url.path)
    }

    /// The saved game, replayed and re-checked by the core. A refused save is
    /// set aside and reported through `damage`.
    public func loadSavedGame() -> GameSession? {
        switch gameFile.load({ try GameSession.restore(saved: $0) }) {
        case .missing:
            return nil
        case .loaded(let session):
            return session
        case .damaged:
            damage.append(.savedGame)
            return nil
        }
    }

    /// Writes the game after a completed turn.
    public func save(_ session: GameSession) throws {
        try gameFile.write(session.save())
    }

    /// Forgets the game in progress (it ended, or a new one started).
    public func clearSavedGame() throws {
        try gameFile.remove()
    }

    /// Records a finished game in the stats book and writes the book. Returns the
    /// record at the game's level when one side was a person against the computer.
    @discardableResult
    public func record(_ summary: GameSummary) throws -> LevelRecord? {
        if stats.recordGame(summary: summary) {
            try statsFile.write(stats.toJson())
        }
        return Self.computerLevel(in: summary.config).map { stats.levelRecord(level: $0) }
    }

    /// Clears the damage notices once the player has seen them.
    public func acknowledgeDamage() {
        damage.removeAll()
    }

    /// The computer's level in a game of one person against the computer, else nil.
    static func computerLevel(in config: GameConfig) -> Level? {
        switch (config.red, config.white) {
        case (.human, .computer(let level)), (.computer(let level), .human):
            return level
        default:
            return nil
        }
    }
}
