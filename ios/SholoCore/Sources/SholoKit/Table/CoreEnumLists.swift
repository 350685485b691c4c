import SholoCore

// The generated enums are not CaseIterable (and a conformance added here would be a
// retroactive one), so the pickers list their cases from these arrays.

extension Level {
    /// Every level, easiest first, as the pickers and the Record screen show them.
    public static let ordered: [Level] = [
        .learning, .easy, .casual, .steady, .medium, .keen, .skilled, .hard, .strong, .expert,
    ]
}

extension Side {
    /// Both sides, Red (who moves first) first.
    public static let ordered: [Side] = [.red, .white]
}

extension Opponent {
    /// As the New game screen offers them.
    public static let ordered: [Opponent] = [.computer, .twoPlayers, .watchBots]
}

extension TakingRule {
    public static let ordered: [TakingRule] = [.optional, .forced]
}

extension QuietRule {
    public static let ordered: [QuietRule] = [.draw80, .morePieces60, .morePieces40]
}

extension Speed {
    public static let ordered: [Speed] = [.slow, .normal, .fast]
}

extension Cell {
    /// The side whose piece stands here, or nil for an empty point.
    public var side: Side? {
        switch self {
        case .empty: return nil
        case .red: return .red
        case .white: return .white
        }
    }
}
