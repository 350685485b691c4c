import SholoCore
import SholoKit
import SwiftUI

/// The board's VoiceOver elements, one per point, given to the board canvas as
/// its accessibility children (never drawn, never hit by a finger): each says
/// what stands there and what it can do ("c4, red piece, can move"), and
/// activating it is the same as tapping the point. Read row by row from the
/// top of the screen.
@MainActor
struct BoardPointElements: View {
    @ObservedObject var model: TableModel
    let geometry: BoardGeometry

    var body: some View {
        let size = max(44, geometry.spacing * 0.9)
        ZStack {
            ForEach(model.layout.points, id: \.index) { point in
                Rectangle()
                    .frame(width: size, height: size)
                    .position(geometry.location(of: point))
                    .accessibilityElement()
                    .accessibilityLabel(Text(Wording.spokenLabel(of: point, in: model.view)))
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAddTraits(model.view.selected == point.index ? .isSelected : [])
                    .accessibilityAction { model.tap(point.index) }
                    .accessibilitySortPriority(readingPriority(of: point))
            }
        }
        .accessibilityElement(children: .contain)
    }

    /// A higher priority is read first: top row first, left to right.
    private func readingPriority(of point: PointInfo) -> Double {
        let location = geometry.location(of: point)
        return -Double(location.y) * 1000 - Double(location.x)
    }
}
