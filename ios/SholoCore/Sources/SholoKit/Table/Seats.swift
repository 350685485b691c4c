import SholoCore

/// Who sits at the board, as the New game screen asks it.
public enum Opponent: CaseIterable, Sendable {
    case computer, twoPlayers, watchBots
}

/// The New game screen's questions answered on the table's settings, which
/// hold only who plays Red and who plays White.
extension Settings {
    /// A person playing Red against Medium, by the standard rules: a table's
    /// settings when it has no files to read them from.
    public static var standard: Settings {
        Settings(red: .human, white: .computer(level: .medium), rules: Rules(taking: .optional, quiet: .draw80),
                 speed: .normal, turnBoard: true, sound: true, haptics: true)
    }

    public var opponent: Opponent {
        get {
            switch (red, white) {
            case (.human, .human): return .twoPlayers
            case (.computer, .computer): return .watchBots
            default: return .computer
            }
        }
        set {
            let level = computerLevel
            switch newValue {
            case .computer: (red, white) = (.human, .computer(level: level))
            case .twoPlayers: (red, white) = (.human, .human)
            case .watchBots: (red, white) = (.computer(level: redLevel), .computer(level: whiteLevel))
            }
        }
    }

    /// The person's colour against the computer; changing it swaps the seats.
    public var humanSide: Side {
        get { red == .human ? .red : .white }
        set { if opponent == .computer, newValue != humanSide { (red, white) = (white, red) } }
    }

    /// The computer's level (watching, Red's bot); Medium when no computer plays.
    public var computerLevel: Level {
        get { level(of: .white) ?? level(of: .red) ?? .medium }
        set { (redLevel, whiteLevel) = (newValue, newValue) }
    }

    /// Each bot's level (a person's seat is left alone; Medium for a person).
    public var redLevel: Level {
        get { level(of: .red) ?? .medium }
        set { if case .computer = red { red = .computer(level: newValue) } }
    }

    public var whiteLevel: Level {
        get { level(of: .white) ?? .medium }
        set { if case .computer = white { white = .computer(level: newValue) } }
    }

    /// The level of the bot playing `side`, nil for a person.
    public func level(of side: Side) -> Level? {
        let player = side == .red ? red : white
        if case .computer(let level) = player { return level }
        return nil
    }
}
