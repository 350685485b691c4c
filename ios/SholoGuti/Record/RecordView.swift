import SholoCore
import SholoKit
import SwiftUI

/// The player's record against the computer, per difficulty, and the tally of
/// two-player games on this phone.
@MainActor
struct RecordView: View {
    @EnvironmentObject var model: TableModel

    var body: some View {
        List {
            ForEach(model.records.levels, id: \.level) { record in
                Section {
                    if record.games == 0 {
                        Text("No games yet")
                            .foregroundStyle(.secondary)
                    } else {
                        RecordFigures(record: record)
                    }
                } header: {
                    Text(record.level.title)
                }
            }
            Section {
                TwoPlayerFigures(record: model.records.twoPlayers)
            } header: {
                Text("Two players on this phone")
            }
        }
        .scrollContentBackground(.hidden)
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("Record")
    }
}
