import SholoCore
import SwiftUI

/// One piece. Red is a round disc and White a diamond, so the sides differ in
/// shape as well as colour.
struct PieceView: View {
    let side: Side
    var isPicked = false

    var body: some View {
        shape
            .scaleEffect(isPicked ? 1.18 : 1)
            .shadow(color: .black.opacity(isPicked ? 0.45 : 0.25), radius: isPicked ? 6 : 2, y: isPicked ? 4 : 1)
    }

    @ViewBuilder
    private var shape: some View {
        switch side {
        case .red:
            Circle()
                .fill(BoardPalette.redPiece)
                .overlay(Circle().strokeBorder(BoardPalette.pieceOutline, lineWidth: 1.5))
                .overlay(Circle().scale(0.45).stroke(.white.opacity(0.7), lineWidth: 2))
        case .white:
            RoundedRectangle(cornerRadius: 4, style: .continuous)
                .fill(BoardPalette.whitePiece)
                .overlay(
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .strokeBorder(BoardPalette.pieceOutline, lineWidth: 1.5)
                )
                .rotationEffect(.degrees(45))
                .scaleEffect(0.78)
        }
    }
}
