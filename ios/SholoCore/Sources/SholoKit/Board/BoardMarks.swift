import SholoCore

/// Everything drawn on the board besides the lines and the pieces, as plain
/// data, so the same drawing serves the game, the How to play page and tests.
public struct BoardMarks: Equatable, Sendable {
    /// Where the last turn went (start, then each landing), drawn faintly.
    public var lastPath: [Int32] = []
    /// The piece that moved last (ringed).
    public var lastMoved: Int32? = nil
    /// Points a piece was taken from in the last turn (crossed).
    public var lastTaken: [Int32] = []
    /// The picked-up piece.
    public var picked: Int32? = nil
    /// Where it may step (dots).
    public var steps: [Int32] = []
    /// Where a take would land (rings).
    public var takeLandings: [Int32] = []
    /// Pieces a take would remove (circled).
    public var threatened: [Int32] = []
    /// A run in progress: its path so far.
    public var runPath: [Int32] = []
    /// The hinted turn's path (start, then each landing).
    public var hintPath: [Int32] = []

    public init() {}

    public static let empty = BoardMarks()
}

extension GameController {
    /// The marks for the board as it stands now.
    public var marks: BoardMarks {
        var marks = BoardMarks()
        if let last = snapshot.lastTurn, activity != .moving {
            marks.lastPath = last.path
            marks.lastMoved = last.path.last
            marks.lastTaken = last.taken
        }
        if let selection {
            marks.picked = selection.piece
            marks.steps = selection.steps
            marks.takeLandings = selection.takeLandings
            marks.threatened = selection.threatened
        }
        if let run = snapshot.run, activity != .moving {
            marks.runPath = run.path
        }
        if let hint, let first = hint.hops.first {
            marks.hintPath = [first.from] + hint.hops.map(\.to)
        }
        return marks
    }
}

extension BoardLayout {
    /// The point with this index (the layout lists each point once).
    public func point(_ index: Int32) -> PointInfo? {
        points.first { $0.index == index }
    }
}
