import SholoCore
import SholoKit
import SwiftUI

/// The pieces as drawn, each with an identity that survives its moves so
/// SwiftUI can glide it from point to point. The table's view says where the
/// pieces are; this only trails it while a turn is shown hop by hop, then
/// lines up with it again.
@MainActor
final class PieceMotion: ObservableObject {
    struct Piece: Identifiable, Equatable {
        let id: Int
        let side: Side
        var point: Int32
    }

    @Published private(set) var pieces: [Piece] = []
    /// The table's latest cells, which the board shows once the hops are played.
    private var cells: [Cell] = []
    /// Hops waiting to be shown, each with the core's board after it, and
    /// whether the mover fades across (Reduce Motion) instead of gliding.
    private var steps: [(hop: Hop, after: [Cell], seconds: Double, fades: Bool)] = []
    /// Hops are being shown: the last turn's marks wait until they are done.
    @Published private(set) var isPlaying = false
    /// The next hop was dragged there by the player's finger: no glide.
    private var isNextHopInHand = false
    private var nextID = 0
    /// Raised by `stop`, so a glide loop already sleeping ends instead of
    /// playing on next to a new one.
    private var generation = 0

    /// The table's cells now; drawn at once unless hops are still being shown.
    func show(_ cells: [Cell]) {
        self.cells = cells
        if !isPlaying {
            lineUp()
        }
    }

    /// The player let a dragged piece go: its hop is already where it landed.
    func droppedByHand() {
        isNextHopInHand = true
    }

    /// Glides the hops of `frames` one after another, `seconds` each, then
    /// lines up. `fading` (Reduce Motion): each hop at the same pace, but the
    /// piece fades out where it stood and in where it lands, with no glide.
    func play(_ frames: HopFrames, seconds: Double, fading: Bool = false) {
        for (hop, after) in zip(frames.hops, frames.boards.dropFirst()) {
            steps.append((hop, after, isNextHopInHand ? 0 : seconds, fading))
            isNextHopInHand = false
        }
        guard !isPlaying else { return }
        isPlaying = true
        Task { await playQueued() }
    }

    /// Drops the hops still waiting (an undo or a new game came first, as on
    /// Android): the next `show` lines the board up with the table at once.
    func stop() {
        steps.removeAll()
        isNextHopInHand = false
        generation += 1
        isPlaying = false
    }

    private func playQueued() async {
        let started = generation
        while !steps.isEmpty, generation == started {
            let (hop, after, seconds, fades) = steps.removeFirst()
            withAnimation(.easeInOut(duration: seconds)) {
                // The mover keeps its identity, so it glides (or, fading, a
                // new identity takes its place on the point it lands on);
                // whatever the core's board no longer holds after the hop
                // (the piece taken) goes.
                if let index = pieces.firstIndex(where: { $0.point == hop.from }) {
                    if fades {
                        let mover = pieces.remove(at: index)
                        pieces.append(Piece(id: nextID, side: mover.side, point: hop.to))
                        nextID += 1
                    } else {
                        pieces[index].point = hop.to
                    }
                }
                pieces.removeAll { piece in
                    let point = Int(piece.point)
                    return !after.indices.contains(point) || after[point].side != piece.side
                }
            }
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        }
        guard generation == started else { return }
        isPlaying = false
        lineUp()
    }

    /// Matches the table's cells: a piece standing on a cell of its side keeps
    /// its identity, the others go, and new pieces get new identities.
    private func lineUp() {
        var kept = pieces.filter { piece in
            let index = Int(piece.point)
            return cells.indices.contains(index) && cells[index].side == piece.side
        }
        let covered = Set(kept.map(\.point))
        for (index, cell) in cells.enumerated() {
            guard let side = cell.side, !covered.contains(Int32(index)) else { continue }
            kept.append(Piece(id: nextID, side: side, point: Int32(index)))
            nextID += 1
        }
        if kept != pieces {
            pieces = kept
        }
    }
}
