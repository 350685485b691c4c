import SholoCore

/// A picked-up piece and where it may go. During a run of takes the running
/// piece stays picked up with its next takes as targets.
public struct Selection: Equatable {
    public let piece: Int32
    public let targets: [Target]
    /// True while a run is in progress: the piece cannot be put down.
    public let isRun: Bool

    public init(piece: Int32, targets: [Target], isRun: Bool = false) {
        self.piece = piece
        self.targets = targets
        self.isRun = isRun
    }

    /// Points a step would move to (drawn as dots).
    public var steps: [Int32] {
        targets.filter { $0.taken == nil }.map(\.to)
    }

    /// Points a take would land on (drawn as rings).
    public var takeLandings: [Int32] {
        targets.filter { $0.taken != nil }.map(\.to)
    }

    /// Enemy pieces that one of the takes would remove (circled).
    public var threatened: [Int32] {
        targets.compactMap(\.taken)
    }

    public func target(landingOn point: Int32) -> Target? {
        targets.first { $0.to == point }
    }
}
