import SholoCore
import SholoKit
import SwiftUI

/// One line under the status, as on Android: each side's bead with its pieces
/// left and taken, and the quiet-turn count against its limit (two lines when
/// large text needs them).
struct CountsRail: View {
    let view: TableView

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) { figures }
            VStack(alignment: .leading, spacing: 4) { figures }
        }
        .font(.subheadline)
        .foregroundStyle(BoardPalette.inkSoft)
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder
    private var figures: some View {
        side(.red, view.red)
        side(.white, view.white)
        Text("Turns without a take: \(Int(view.quietCount)) of \(Int(view.quietLimit))")
            .accessibilityHint(Text("Turns in a row with nothing taken"))
    }

    private func side(_ side: Side, _ count: SideCount) -> some View {
        HStack(spacing: 6) {
            PieceView(side: side)
                .frame(width: 16, height: 16)
                .accessibilityHidden(true)
            Text("\(Int(count.left)) (\(Int(count.taken)) taken)")
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(label(of: side, count))
    }

    /// "You (Red): 15 left · 0 taken".
    private func label(of side: Side, _ count: SideCount) -> Text {
        let seat = Text(verbatim: Wording.seatName(of: side, in: view) + ": ")
        return seat + Text("\(Int(count.left)) left · \(Int(count.taken)) taken")
    }
}
