import SholoCore
import SholoKit
import SwiftUI

/// The playing board: lines and marks, pieces that glide at the chosen speed,
/// taps and drags forwarded to the table, and one VoiceOver element per point.
@MainActor
struct BoardView: View {
    @ObservedObject var model: TableModel
    @ObservedObject var motion: PieceMotion
    /// Reduce Motion: pieces fade rather than move or grow (PieceMotion
    /// fades the hops; here the taken beads and the board turning round).
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    /// Sideways in landscape and in wide windows: the near side on the left.
    let isSideways: Bool
    /// The board sits in a scrolling column (large text): it takes taps only,
    /// because a drag from its first touch would stop the column scrolling.
    /// Picking up and putting down by taps plays every move.
    var isInScrollView = false

    /// The point a drag started on (its piece follows the finger).
    @State var dragFrom: Int32?
    /// This touch has asked the table to pick a piece up once: a refusal
    /// (an empty point, the computer's turn) is not asked again on every
    /// movement, which would repeat its tone and haptic, as Android gives up.
    @State var dragTried = false
    /// How far the finger has taken the dragged piece. SwiftUI puts it back
    /// to zero however the touch ends, lifted or cancelled.
    @GestureState var dragOffset: CGSize = .zero
    /// A finger is on the board. SwiftUI resets it however the touch ends,
    /// also when it cancels the gesture (a system gesture, an alert) without
    /// calling `onEnded`: its change is where such a touch is let go.
    @GestureState var isTouching = false

    /// Movement under this many points is a tap, not a drag.
    private static let tapSlop: CGFloat = 8

    var body: some View {
        GeometryReader { proxy in
            let geometry = BoardGeometry(
                size: proxy.size,
                orientation: BoardOrientation(nearSide: model.view.boardFlipped ? .white : .red, isSideways: isSideways)
            )
            ZStack {
                BoardCanvas(
                    layout: model.layout,
                    geometry: geometry,
                    marks: BoardMarks(model.view, showsLastTurn: !motion.isPlaying)
                )
                .accessibilityLabel(Text("Board"))
                .accessibilityChildren {
                    BoardPointElements(model: model, geometry: geometry)
                }
                pieces(in: geometry)
                    .accessibilityHidden(true)
            }
            .contentShape(Rectangle())
            .modifier(BoardTouches(drag: touches(in: geometry), takesDrags: !isInScrollView) { location in
                if let point = geometry.point(at: location, in: model.layout.points) {
                    model.tap(point)
                }
            })
        }
        .onChange(of: isTouching) { touching in
            guard !touching else { return }
            // After the current event, so a lifted finger's onEnded has run
            // whatever the order SwiftUI calls them in.
            Task { forgetCancelledTouch() }
        }
    }

    private func pieces(in geometry: BoardGeometry) -> some View {
        let size = geometry.spacing * 0.72
        // A taken bead lifts off: it grows and fades as it goes (only fades
        // with Reduce Motion, as does a piece fading from point to point).
        let leaving: AnyTransition = reduceMotion ? .opacity : .scale(scale: 1.25).combined(with: .opacity)
        let turning: Animation? = reduceMotion ? nil : .easeInOut(duration: 0.3)
        return ForEach(motion.pieces) { piece in
            let picked = model.view.selected == piece.point
            let dragged = dragFrom == piece.point
            PieceView(side: piece.side, isPicked: picked)
                .frame(width: size, height: size)
                .position(location(of: piece.point, in: geometry))
                .offset(dragged ? dragOffset : .zero)
                .zIndex(picked ? 1 : 0)
                .transition(leaving)
        }
        .animation(turning, value: model.view.boardFlipped)
    }

    private func location(of index: Int32, in geometry: BoardGeometry) -> CGPoint {
        model.layout.point(index).map(geometry.location(of:)) ?? .zero
    }

    /// One gesture for both: a short touch is a tap, a longer one a drag that
    /// picks the piece up where it starts and drops it where it ends. The
    /// table decides what each means.
    private func touches(in geometry: BoardGeometry) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .updating($isTouching) { _, touching, _ in
                touching = true
            }
            .updating($dragOffset) { value, offset, _ in
                // Drawn only on the piece picked up (`dragFrom`).
                offset = value.translation
            }
            .onChanged { value in
                guard hypot(value.translation.width, value.translation.height) > Self.tapSlop else { return }
                if dragFrom == nil, !dragTried, let start = geometry.point(at: value.startLocation, in: model.layout.points) {
                    dragTried = true
                    model.dragStart(start)
                    dragFrom = model.view.selected == start ? start : nil
                }
            }
            .onEnded { value in
                let point = geometry.point(at: value.location, in: model.layout.points)
                if dragFrom != nil {
                    if let point {
                        if model.view.targets.contains(where: { $0.to == point }) {
                            motion.droppedByHand()
                        }
                        model.dragDrop(point)
                    } else {
                        model.dragCancel()
                    }
                } else if let start = geometry.point(at: value.startLocation, in: model.layout.points),
                          hypot(value.translation.width, value.translation.height) <= Self.tapSlop {
                    model.tap(start)
                }
                dragFrom = nil
                dragTried = false
            }
    }

    /// A touch is over that `onEnded` did not see: SwiftUI cancelled the
    /// gesture. A piece in hand is not dropped anywhere: the table keeps it
    /// picked up (Android's ACTION_CANCEL), and the next touch starts afresh
    /// instead of dropping this piece where it ends.
    private func forgetCancelledTouch() {
        // A new touch has begun since: it is not this one's to clear.
        guard !isTouching else { return }
        if dragFrom != nil {
            model.dragCancel()
        }
        dragFrom = nil
        dragTried = false
    }
}

/// The board's touches: the tap-and-drag gesture, or taps only (in a
/// scrolling column, where the drag would take every touch from the scroll).
struct BoardTouches<Drag: Gesture>: ViewModifier {
    let drag: Drag
    let takesDrags: Bool
    let onTap: (CGPoint) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if takesDrags {
            content.gesture(drag)
        } else {
            content.onTapGesture(coordinateSpace: .local, perform: onTap)
        }
    }
}

/// A still board for Home and How to play: the given cells, and the given
/// marks (Home marks the saved game's last turn; none by default).
struct BoardPicture: View {
    let layout: BoardLayout
    let cells: [Cell]
    var isFlipped = false
    var marks = BoardMarks()

    var body: some View {
        GeometryReader { proxy in
            let geometry = BoardGeometry(
                size: proxy.size,
                orientation: BoardOrientation(nearSide: isFlipped ? .white : .red, isSideways: false)
            )
            let size = geometry.spacing * 0.72
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
