import SholoCore
import SwiftUI

/// One bead, lit from the top left, with its side's mark so the sides differ
/// without colour: Red carries a ring, White a filled diamond (as on Android).
/// A picked-up bead is a tenth larger, its shadow dropped further, and ringed
/// in the selection colour.
struct PieceView: View {
    let side: Side
    var isPicked = false

    var body: some View {
        GeometryReader { proxy in
            let radius = min(proxy.size.width, proxy.size.height) / 2
            ZStack {
                Circle()
                    .fill(RadialGradient(
                        colors: [BoardPalette.beadShadow, .clear],
                        center: .center, startRadius: 0, endRadius: radius * 1.18
                    ))
                    .frame(width: radius * 2.36, height: radius * 2.36)
                    .offset(x: radius * 0.08, y: radius * (isPicked ? 0.3 : 0.14))
                Circle()
                    .fill(RadialGradient(
                        stops: [
                            .init(color: light, location: 0),
                            .init(color: base, location: 0.45),
                            .init(color: deep, location: 1),
                        ],
                        center: UnitPoint(x: 0.32, y: 0.28), startRadius: 0, endRadius: radius * 2
                    ))
                    .overlay(Circle().strokeBorder(edge, lineWidth: radius * 0.07))
                mark(radius: radius)
                if isPicked {
                    Circle()
                        .stroke(BoardPalette.selected, lineWidth: radius * 0.14)
                        .frame(width: radius * 2.6, height: radius * 2.6)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .scaleEffect(isPicked ? 1.1 : 1)
    }

    @ViewBuilder
    private func mark(radius: CGFloat) -> some View {
        switch side {
        case .red:
            Circle()
                .stroke(BoardPalette.redMark, lineWidth: radius * 0.13)
                .frame(width: radius * 0.84, height: radius * 0.84)
        case .white:
            // A square turned 45°: half its diagonal is 0.38 of the radius.
            let width = radius * 0.38 * CGFloat(2).squareRoot()
            Rectangle()
                .fill(BoardPalette.whiteMark)
                .frame(width: width, height: width)
                .rotationEffect(.degrees(45))
        }
    }

    private var light: Color { side == .red ? BoardPalette.redLight : BoardPalette.whiteLight }
    private var base: Color { side == .red ? BoardPalette.redBase : BoardPalette.whiteBase }
    private var deep: Color { side == .red ? BoardPalette.redDeep : BoardPalette.whiteDeep }
    private var edge: Color { side == .red ? BoardPalette.redEdge : BoardPalette.whiteEdge }
}
