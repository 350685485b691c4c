import SholoKit
import SwiftUI

/// The board with what a screen shows around it (the game's rails and
/// controls, an exercise's card and buttons). Upright on a phone held
/// upright and in narrow windows: `above`, the board, `below`. In landscape
/// and wide iPad windows the board lies sideways on the left, with `above`
/// and `below` in a scrolling column beside it.
@MainActor
struct BoardWithRails<Above: View, Below: View>: View {
    @ObservedObject var model: TableModel
    @ObservedObject var motion: PieceMotion

    /// Room `above` and `below` need at the player's text size: above and
    /// below the board upright, beside it sideways. It grows with Dynamic
    /// Type, and the board gives way down to 44 points between points (or
    /// `leastSpacing`), no further.
    @ScaledMetric var railsHeight: CGFloat
    @ScaledMetric var railsWidth: CGFloat
    /// Room kept free under the board upright beyond `railsHeight`, already
    /// scaled by the caller (the move list open under the board); sideways
    /// the column beside the board scrolls instead.
    let extraHeight: CGFloat
    /// The least distance between points the board may shrink to upright:
    /// the 44-point touch target, or less while the board is mostly looked at.
    let leastSpacing: CGFloat

    let above: Above
    let below: Below

    init(
        model: TableModel,
        motion: PieceMotion,
        railsHeight: CGFloat,
        railsWidth: CGFloat,
        extraHeight: CGFloat = 0,
        leastSpacing: CGFloat = BoardGeometry.minimumSpacing,
        @ViewBuilder above: () -> Above,
        @ViewBuilder below: () -> Below
    ) {
        self.model = model
        self.motion = motion
        _railsHeight = ScaledMetric(wrappedValue: railsHeight, relativeTo: .body)
        _railsWidth = ScaledMetric(wrappedValue: railsWidth, relativeTo: .body)
        self.extraHeight = extraHeight
        self.leastSpacing = leastSpacing
        self.above = above()
        self.below = below()
    }

    var body: some View {
        GeometryReader { proxy in
            let room = CGSize(width: max(0, proxy.size.width - 32), height: max(0, proxy.size.height - 24))
            let sidewaysBoard = BoardGeometry.size(in: room, isSideways: true, reserving: railsWidth)
            // Sideways only when the column keeps its width beside the board
            // (not on an iPhone SE or mini in landscape, where the board at its
            // least spacing would squeeze it): otherwise upright, scrolling.
            if proxy.size.width > proxy.size.height, room.width - sidewaysBoard.width - 16 >= railsWidth {
                sideways(board: sidewaysBoard)
            } else {
                upright(board: BoardGeometry.size(
                    in: room, isSideways: false, reserving: railsHeight + extraHeight, leastSpacing: leastSpacing
                ))
            }
        }
    }

    private func sideways(board: CGSize) -> some View {
        HStack(alignment: .top, spacing: 16) {
            BoardView(model: model, motion: motion, isSideways: true)
                .frame(width: board.width, height: board.height)
            ScrollView {
                VStack(spacing: 16) {
                    above
                    below
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }

    /// When large text needs more height than the window has, the whole
    /// column scrolls and the board keeps its size (taps only, then).
    private func upright(board: CGSize) -> some View {
        ViewThatFits(in: .vertical) {
            column(board: board, scrolls: false)
            ScrollView { column(board: board, scrolls: true) }
        }
    }

    private func column(board: CGSize, scrolls: Bool) -> some View {
        VStack(spacing: 12) {
            above
            BoardView(model: model, motion: motion, isSideways: false, isInScrollView: scrolls)
                .frame(width: board.width, height: board.height)
            below
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
    }
}
