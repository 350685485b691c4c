import SholoCore

/// A turn to show moving: its hops, and the core's boards between them
/// (`boards[i]` stands before `hops[i]`, the last after the last hop). The
/// app draws what the core decided; it never re-applies a hop itself.
public struct HopFrames: Equatable, Sendable {
    public let boards: [[Cell]]
    public let hops: [Hop]

    /// The frames for `hops`, the hops played since the app last looked,
    /// from `view`: the turn on the board (the run so far, or the last turn)
    /// carries its boards (`hopBoards`). Only that turn's own hops move (hops
    /// of an earlier turn in the same batch are already behind its boards);
    /// nil when the hops are not its last ones.
    public init?(view: TableView, hops: [Hop]) {
        guard let path = view.run?.path ?? view.lastTurn?.path, path.count >= 2 else { return nil }
        let moving = Array(hops.suffix(path.count - 1))
        guard !moving.isEmpty, view.hopBoards.count == path.count else { return nil }
        let ownPath = Array(path.suffix(moving.count + 1))
        guard moving.map(\.from) == Array(ownPath.dropLast()),
              moving.map(\.to) == Array(ownPath.dropFirst())
        else { return nil }
        boards = Array(view.hopBoards.suffix(moving.count + 1))
        self.hops = moving
    }
}
