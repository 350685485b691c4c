import SholoKit
import SwiftUI

/// Continue (when a game is saved), New game, Record, How to play.
@MainActor
struct HomeView: View {
    @EnvironmentObject var model: AppModel
    @Binding var path: [Route]

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                VStack(spacing: 6) {
                    Text("Sholo Guti")
                        .font(.largeTitle.bold())
                    Text("Sixteen pieces a side. Step along the lines, jump to take.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                .padding(.top, 24)

                BoardPicture(layout: model.layout, cells: model.startCells)
                    .frame(maxWidth: 260, maxHeight: 360)
                    .accessibilityHidden(true)

                VStack(spacing: 12) {
                    if model.hasSavedGame {
                        Button {
                            if model.continueSavedGame() { path = [.game] }
                        } label: {
                            Label("Continue", systemImage: "play.fill")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                    Button {
                        path = [.newGame]
                    } label: {
                        Label("New game", systemImage: "plus.circle")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    Button {
                        path = [.record]
                    } label: {
                        Label("Record", systemImage: "list.number")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    Button {
                        path = [.howToPlay]
                    } label: {
                        Label("How to play", systemImage: "questionmark.circle")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
                .controlSize(.large)
                .frame(maxWidth: 420)
            }
            .padding()
            .frame(maxWidth: .infinity)
        }
        .navigationTitle("")
        .navigationBarTitleDisplayMode(.inline)
    }
}
