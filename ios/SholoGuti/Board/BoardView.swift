import SholoCore
import SholoKit
import SwiftUI

/// The playing board: lines and marks, pieces that glide at the chosen speed,
/// taps and drags, and one VoiceOver element per point.
@MainActor
struct BoardView: View {
    @ObservedObject var game: GameController
    /// Sideways in landscape and in wide windows: the near side on the left.
    let isSideways: Bool

    /// The piece being dragged follows the finger by this much.
    @State var dragOffset: CGSize = .zero
    @State var isDragging = false

    /// Movement under this many points is a tap, not a drag.
    private static let tapSlop: CGFloat = 8

    var body: some View {
        GeometryReader { proxy in
            let geometry = BoardGeometry(
                size: proxy.size,
                orientation: BoardOrientation(nearSide: game.nearSide, isSideways: isSideways)
            )
            ZStack {
                BoardCanvas(layout: game.layout, geometry: geometry, marks: game.marks)
                    .accessibilityHidden(true)
                pieces(in: geometry)
                    .accessibilityHidden(true)
                BoardAccessibilityLayer(game: game, geometry: geometry)
            }
            .contentShape(Rectangle())
            .gesture(touches(in: geometry))
        }
        .aspectRatio(isSideways ? 9.2 / 5.2 : 5.2 / 9.2, contentMode: .fit)
    }

    private func pieces(in geometry: BoardGeometry) -> some View {
        let size = geometry.spacing * 0.64
        return ForEach(game.pieces.tokens) { token in
            let picked = game.selection?.piece == token.point
            PieceView(side: token.side, isPicked: picked)
                .frame(width: size, height: size)
                .position(location(of: token.point, in: geometry))
                .offset(picked && isDragging ? dragOffset : .zero)
                .zIndex(picked ? 1 : 0)
        }
        .animation(.easeInOut(duration: game.speed.hopDuration), value: game.pieces)
        .animation(.easeInOut(duration: 0.3), value: game.nearSide)
    }

    private func location(of index: Int32, in geometry: BoardGeometry) -> CGPoint {
        game.layout.point(index).map(geometry.location(of:)) ?? .zero
    }

    /// One gesture for both: a short touch is a tap, a longer one a drag that
    /// picks the piece up where it starts and drops it where it ends.
    private func touches(in geometry: BoardGeometry) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                let moved = hypot(value.translation.width, value.translation.height)
                guard moved > Self.tapSlop else { return }
                if !isDragging, let start = geometry.point(at: value.startLocation, in: game.layout.points) {
                    game.beginDrag(at: start)
                    isDragging = game.selection?.piece == start
                }
                if isDragging {
                    dragOffset = value.translation
                }
            }
            .onEnded { value in
                let point = geometry.point(at: value.location, in: game.layout.points)
                if isDragging {
                    game.endDrag(at: point)
                } else if let start = geometry.point(at: value.startLocation, in: game.layout.points),
                          hypot(value.translation.width, value.translation.height) <= Self.tapSlop {
                    game.tap(start)
                }
                isDragging = false
                dragOffset = .zero
            }
    }
}

/// A still board (start position) for Home and How to play.
struct BoardPicture: View {
    let layout: BoardLayout
    let cells: [Cell]
    var marks: BoardMarks = .empty

    var body: some View {
        GeometryReader { proxy in
            let geometry = BoardGeometry(size: proxy.size, orientation: BoardOrientation(nearSide: .red, isSideways: false))
            let size = geometry.spacing * 0.64
            ZStack {
                BoardCanvas(layout: layout, geometry: geometry, marks: marks)
                ForEach(layout.points, id: \.index) { point in
                    if let side = cells.indices.contains(Int(point.index)) ? cells[Int(point.index)].side : nil {
                        PieceView(side: side)
                            .frame(width: size, height: size)
                            .position(geometry.location(of: point))
                    }
                }
            }
        }
        .aspectRatio(5.2 / 9.2, contentMode: .fit)
    }
}
