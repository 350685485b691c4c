import SholoCore

/// Who sits at the board.
public enum Opponent: String, CaseIterable, Sendable {
    /// One person against the computer.
    case computer
    /// Two people passing one phone.
    case twoPlayers
    /// Two bots playing each other while the person watches.
    case watchBots
}

/// How fast pieces glide from point to point. It never changes how well the bot plays.
public enum AnimationSpeed: String, CaseIterable, Sendable {
    case slow
    case normal
    case fast

    /// Seconds for one hop (a step, or one take of a run).
    public var hopDuration: Double {
        switch self {
        case .slow: return 0.6
        case .normal: return 0.35
        case .fast: return 0.15
        }
    }
}

/// Everything chosen on the New game screen. Remembered between launches by
/// `SettingsStore`; the defaults are the standard game.
public struct GameSettings: Equatable {
    public var opponent: Opponent = .computer
    /// The person's colour against the computer. Red moves first.
    public var humanSide: Side = .red
    public var level: Level = .medium
    public var taking: TakingRule = .optional
    public var quiet: QuietRule = .draw80
    public var speed: AnimationSpeed = .normal
    /// Pass-and-play: turn the board so the side to move sits at the bottom.
    public var turnsBoard: Bool = false

    public init() {}

    /// The rule options as the core takes them.
    public var rules: Rules {
        Rules(taking: taking, quiet: quiet)
    }

    /// The configuration for a new game with these settings.
    public func gameConfig(seed: UInt64) -> GameConfig {
        let computer = Player.computer(level: level)
        switch opponent {
        case .computer:
            let red: Player = humanSide == .red ? .human : computer
            let white: Player = humanSide == .white ? .human : computer
            return GameConfig(red: red, white: white, rules: rules, seed: seed)
        case .twoPlayers:
            return GameConfig(red: .human, white: .human, rules: rules, seed: seed)
        case .watchBots:
            return GameConfig(red: computer, white: computer, rules: rules, seed: seed)
        }
    }

    /// Colours swap after every game, so the next game starts with the other colour.
    public mutating func swapColours() {
        humanSide = humanSide.opponent
    }
}
