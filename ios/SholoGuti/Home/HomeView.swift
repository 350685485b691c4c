import SholoCore
import SholoKit
import SwiftUI

/// The saved game (or the opening) as the hero board; beside or below it the
/// name, Continue with where the game stands, New game (the main button when
/// there is nothing to continue), Learn (lessons and puzzles), then Record and
/// How to play side by side.
@MainActor
struct HomeView: View {
    @EnvironmentObject var model: TableModel
    @Binding var path: [Route]

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                if proxy.size.width > proxy.size.height {
                    HStack(spacing: 32) {
                        board(maxHeight: proxy.size.height - 48)
                        menu
                    }
                    .padding()
                    .frame(minHeight: proxy.size.height)
                } else {
                    VStack(spacing: 24) {
                        board(maxHeight: proxy.size.height * 0.5)
                        menu
                    }
                    .padding()
                }
            }
            .frame(maxWidth: .infinity)
        }
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("")
        .navigationBarTitleDisplayMode(.inline)
    }

    private func board(maxHeight: CGFloat) -> some View {
        // As on Android: the game to continue with its last turn marked, or
        // the opening when there is none.
        let resumable = model.view.resumable
        return BoardPicture(
            layout: model.layout,
            cells: resumable ? model.view.cells : model.layout.opening,
            isFlipped: resumable && model.view.boardFlipped,
            marks: resumable ? BoardMarks(lastTurnOf: model.view) : BoardMarks()
        )
            .frame(maxWidth: 300, maxHeight: max(200, maxHeight))
            .accessibilityHidden(true)
    }

    private var menu: some View {
        VStack(spacing: 12) {
            VStack(spacing: 6) {
                Text("Sholo Guti")
                    .font(.system(.largeTitle, design: .serif).bold())
                Text("Sixteen pieces a side. Step along the lines, jump to take.")
                    .font(.subheadline)
                    .foregroundStyle(BoardPalette.inkSoft)
                    .multilineTextAlignment(.center)
            }
            .padding(.bottom, 8)

            if model.view.resumable {
                Button {
                    path = [.game]
                } label: {
                    VStack(spacing: 2) {
                        Label("Continue", systemImage: "play.fill")
                            .font(.headline)
                        Text(savedGame)
                            .font(.footnote)
                    }
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .accessibilityHint(Text(savedGame))
            }
            if model.view.resumable {
                menuButton("New game", systemImage: "plus.circle", to: .newGame())
                    .buttonStyle(.bordered)
            } else {
                menuButton("New game", systemImage: "plus.circle", to: .newGame())
                    .buttonStyle(.borderedProminent)
            }
            menuButton("Learn", systemImage: "graduationcap", to: .learn)
                .buttonStyle(.bordered)
                .accessibilityHint(Text("Lessons and puzzles on the board"))
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { secondary }
                VStack(spacing: 12) { secondary }
            }
        }
        .controlSize(.large)
        .frame(maxWidth: 420)
    }

    @ViewBuilder
    private var secondary: some View {
        menuButton("Record", systemImage: "list.number", to: .record)
            .buttonStyle(.bordered)
        menuButton("How to play", systemImage: "questionmark.circle", to: .howToPlay)
            .buttonStyle(.bordered)
    }

    /// "Turn 12 · Red to move · Red 14, White 12".
    private var savedGame: String {
        let view = model.view
        return String(localized: "Turn \(Int(view.turnNumber)) · \(Wording.turnStatus(of: view)) · Red \(Int(view.red.left)), White \(Int(view.white.left))")
    }

    private func menuButton(_ title: LocalizedStringKey, systemImage: String, to route: Route) -> some View {
        Button {
            path = [route]
        } label: {
            Label(title, systemImage: systemImage)
                .frame(maxWidth: .infinity)
        }
    }
}
