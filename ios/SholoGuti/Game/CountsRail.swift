import SholoCore
import SholoKit
import SwiftUI

/// Pieces left and taken for each side, and the quiet-turn count against its limit.
struct CountsRail: View {
    let view: TableView

    var body: some View {
        VStack(spacing: 8) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { sides }
                VStack(spacing: 8) { sides }
            }
            Text("Quiet turns: \(Int(view.quietCount)) of \(Int(view.quietLimit))")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityHint(Text("Turns in a row with nothing taken"))
        }
    }

    @ViewBuilder
    private var sides: some View {
        SideCountView(side: .red, count: view.red, name: Wording.seatName(of: .red, in: view))
        SideCountView(side: .white, count: view.white, name: Wording.seatName(of: .white, in: view))
    }
}

/// One side's figures.
struct SideCountView: View {
    let side: Side
    let count: SideCount
    let name: String

    var body: some View {
        HStack(spacing: 8) {
            PieceView(side: side)
                .frame(width: 20, height: 20)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.subheadline.weight(.semibold))
                Text("\(Int(count.left)) left · \(Int(count.taken)) taken")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(10)
        .frame(maxWidth: .infinity)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}
