import SholoCore
import SholoKit
import SwiftUI

/// One VoiceOver element per point, in reading order, each saying what stands
/// there and what it can do ("c4, red piece, can take on c6"); activating it is
/// the same as tapping the point.
@MainActor
struct BoardAccessibilityLayer: View {
    @ObservedObject var game: GameController
    let geometry: BoardGeometry

    var body: some View {
        let size = max(44, geometry.spacing * 0.9)
        ZStack {
            ForEach(game.layout.points, id: \.index) { point in
                Color.clear
                    .frame(width: size, height: size)
                    .position(geometry.location(of: point))
                    .accessibilityElement()
                    .accessibilityLabel(Text(Wording.spokenLabel(game.describe(point))))
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAddTraits(game.selection?.piece == point.index ? .isSelected : [])
                    .accessibilityAction { game.tap(point.index) }
                    .accessibilitySortPriority(readingPriority(of: point))
            }
        }
        .allowsHitTesting(false)
    }

    /// Read row by row from the top of the screen down, left to right
    /// (a higher priority is read first).
    private func readingPriority(of point: PointInfo) -> Double {
        let location = geometry.location(of: point)
        return -Double(location.y) * 1000 - Double(location.x)
    }
}
