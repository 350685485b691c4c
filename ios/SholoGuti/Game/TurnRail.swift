import SholoCore
import SholoKit
import SwiftUI

/// The rail that says whose turn it is, that the computer is thinking, or
/// that a run of takes may go on.
@MainActor
struct TurnRail: View {
    @ObservedObject var game: GameController

    var body: some View {
        HStack(spacing: 10) {
            PieceView(side: game.snapshot.sideToMove)
                .frame(width: 22, height: 22)
                .accessibilityHidden(true)
            Text(Wording.turnStatus(of: game))
                .font(.headline)
                .lineLimit(3)
                .minimumScaleFactor(0.8)
            Spacer(minLength: 0)
            if game.activity == .thinking || game.activity == .hinting {
                ProgressView()
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }
}
