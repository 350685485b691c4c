import Foundation
import SholoCore

/// Keeps `GameSettings` in `UserDefaults`, one key per setting, as stable text
/// codes: a renamed Swift case never loses a player's choice, and an unknown
/// code (from a newer version) falls back to the default.
public struct SettingsStore {
    private let defaults: UserDefaults

    /// Key names, fixed forever: they are what a player's phone has stored.
    enum Key {
        static let opponent = "settings.opponent"
        static let humanSide = "settings.humanSide"
        static let level = "settings.level"
        static let taking = "settings.taking"
        static let quiet = "settings.quiet"
        static let speed = "settings.speed"
        static let turnsBoard = "settings.turnsBoard"
    }

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func load() -> GameSettings {
        var settings = GameSettings()
        if let value = code(Key.opponent).flatMap(Opponent.init(rawValue:)) { settings.opponent = value }
        if let value = code(Key.humanSide).flatMap(Side.init(code:)) { settings.humanSide = value }
        if let value = code(Key.level).flatMap(Level.init(code:)) { settings.level = value }
        if let value = code(Key.taking).flatMap(TakingRule.init(code:)) { settings.taking = value }
        if let value = code(Key.quiet).flatMap(QuietRule.init(code:)) { settings.quiet = value }
        if let value = code(Key.speed).flatMap(AnimationSpeed.init(rawValue:)) { settings.speed = value }
        if defaults.object(forKey: Key.turnsBoard) != nil {
            settings.turnsBoard = defaults.bool(forKey: Key.turnsBoard)
        }
        return settings
    }

    public func save(_ settings: GameSettings) {
        defaults.set(settings.opponent.rawValue, forKey: Key.opponent)
        defaults.set(settings.humanSide.code, forKey: Key.humanSide)
        defaults.set(settings.level.code, forKey: Key.level)
        defaults.set(settings.taking.code, forKey: Key.taking)
        defaults.set(settings.quiet.code, forKey: Key.quiet)
        defaults.set(settings.speed.rawValue, forKey: Key.speed)
        defaults.set(settings.turnsBoard, forKey: Key.turnsBoard)
    }

    private func code(_ key: String) -> String? {
        defaults.string(forKey: key)
    }
}
