import SholoCore
import SholoKit
import SwiftUI

/// The rail that says whose turn it is, that the computer is thinking, that a
/// run of takes may go on, or the result; under it the last turn in words, or
/// for a moment why a move was refused.
@MainActor
struct TurnRail: View {
    @ObservedObject var model: TableModel
    @ObservedObject var playback: Playback

    var body: some View {
        HStack(spacing: 10) {
            PieceView(side: model.view.sideToMove)
                .frame(width: 22, height: 22)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(Wording.turnStatus(of: model.view))
                    .font(.headline)
                if let refusal = playback.refusal {
                    Text(refusal)
                        .font(.subheadline)
                        .foregroundStyle(BoardPalette.take)
                } else if let last = Wording.lastTurn(in: model.view) {
                    Text(last)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                if let banner = playback.saveBanner {
                    Label(banner, systemImage: "exclamationmark.triangle")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .fixedSize(horizontal: false, vertical: true)

            Spacer(minLength: 0)
            if model.view.thinking || model.view.hintPending {
                ProgressView()
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }
}
