import SholoCore

/// What a screen reader says about one point, as facts; the app words them in
/// the player's language ("c4, red piece, can take on c6").
public struct PointDescription: Equatable {
    public enum Role: Equatable, Sendable {
        /// Nothing picked up involves this point.
        case plain
        /// The picked-up piece.
        case picked
        /// The picked-up piece may step here.
        case stepTarget
        /// The picked-up piece may land here with a take.
        case takeTarget
        /// A take by the picked-up piece would remove this piece.
        case threatened
    }

    public let name: String
    public let occupant: Cell
    public let role: Role
    /// Landing points of this piece's takes, by name (for a movable piece).
    public let takes: [String]
    /// Points this piece may step to, by name (for a movable piece).
    public let steps: [String]
    /// The piece that moved in the last turn stands here.
    public let movedLast: Bool
    /// A piece was taken from here in the last turn.
    public let takenLast: Bool
}
