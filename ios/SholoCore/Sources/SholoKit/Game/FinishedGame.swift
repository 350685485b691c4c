import SholoCore

/// What the end-of-game screen shows: the core's summary, and the person's
/// record at that level after this game (games against the computer only).
public struct FinishedGame: Equatable {
    public let summary: GameSummary
    public let record: LevelRecord?

    public init(summary: GameSummary, record: LevelRecord?) {
        self.summary = summary
        self.record = record
    }

    /// The person's side when one person played the computer, else nil.
    public var humanSide: Side? {
        switch (summary.config.red, summary.config.white) {
        case (.human, .computer): return .red
        case (.computer, .human): return .white
        default: return nil
        }
    }
}
