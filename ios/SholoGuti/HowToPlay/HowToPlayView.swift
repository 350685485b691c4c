import SholoCore
import SholoKit
import SwiftUI

/// The rules in short, with the board.
@MainActor
struct HowToPlayView: View {
    @EnvironmentObject var model: TableModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                BoardPicture(layout: model.layout, cells: model.layout.opening)
                    .frame(maxWidth: 280, maxHeight: 400)
                    .frame(maxWidth: .infinity)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("The board at the start: Red's sixteen pieces at the bottom, White's at the top, the middle row empty."))

                section("The board", "37 points joined by lines: a square of five by five with a triangle at each end. Pieces stand on the points and move only along the lines. Points where eight lines meet are the strong ones.")
                section("Setting up", "Each side has sixteen pieces: its triangle and the two rows of the square in front of it. The middle row is empty. Red moves first.")
                section("Stepping", "On your turn, move one piece along a line to the next point, if it is empty. Any direction, from the first move.")
                section("Taking", "If an enemy piece stands next to yours on a line and the point straight beyond it is empty, jump over it to that point. The enemy piece is taken off. No turning a corner, no jumping two pieces.")
                section("Runs", "After a take, the same piece may take again from where it landed, and keep going. The whole run is one turn. Taking is your choice: you may stop whenever you like with End turn.")
                section("Forced takes", "If you choose forced takes before the game, a take must be made whenever one is open, and a run must go on until no take is left. When only one take is left, it plays itself.")
                section("How the game ends", "You win by taking every enemy piece, or by leaving the other side with pieces but no move. The same position for the third time is a draw. So are 80 turns in a row with nothing taken; other tables play 60 or 40, where the side with more pieces wins.")
                section("Playing here", "Tap a piece to pick it up: dots show where it can step, rings with a dot where it can land by taking, and a dashed ring marks each piece a take would remove. Tap a mark to move, or the piece again to put it down. Dragging does the same. The last turn is drawn as a path to the piece that moved, and a ringed cross shows where a piece was taken.")
            }
            .padding()
            .frame(maxWidth: 700, alignment: .leading)
            .frame(maxWidth: .infinity)
        }
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("How to play")
    }

    private func section(_ title: LocalizedStringKey, _ text: LocalizedStringKey) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.title3.bold())
                .accessibilityAddTraits(.isHeader)
            Text(text)
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}
