import SholoCore

/// A piece on the board with an identity that survives its moves, so the board
/// can animate it gliding from point to point. The core only knows cells; the
/// identities are a drawing concern and live here.
public struct PieceToken: Identifiable, Equatable {
    public let id: Int
    public let side: Side
    public var point: Int32
}

/// The pieces on screen. Hops move them ahead of the core's next snapshot
/// (during an animation); `reconcile` then lines them up with the core again.
public struct PieceTracker: Equatable {
    public private(set) var tokens: [PieceToken] = []
    private var nextID = 0

    public init(cells: [Cell]) {
        reconcile(with: cells)
    }

    public func token(at point: Int32) -> PieceToken? {
        tokens.first { $0.point == point }
    }

    /// Plays one hop on screen: the taken piece leaves, the moving piece goes.
    public mutating func apply(_ hop: Hop) {
        if let taken = hop.taken {
            tokens.removeAll { $0.point == taken }
        }
        if let index = tokens.firstIndex(where: { $0.point == hop.from }) {
            tokens[index].point = hop.to
        }
    }

    /// Matches the core's cells: tokens standing on a cell of their side keep
    /// their identity (no animation), others go, and new pieces get new tokens.
    public mutating func reconcile(with cells: [Cell]) {
        tokens.removeAll { token in
            let index = Int(token.point)
            return !cells.indices.contains(index) || cells[index].side != token.side
        }
        let covered = Set(tokens.map(\.point))
        for (index, cell) in cells.enumerated() {
            guard let side = cell.side, !covered.contains(Int32(index)) else { continue }
            tokens.append(PieceToken(id: nextID, side: side, point: Int32(index)))
            nextID += 1
        }
    }
}
