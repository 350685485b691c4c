import SholoCore
import SholoKit
import SwiftUI

/// The player's record against the computer, per difficulty, and the tally of
/// two-player games on this phone.
@MainActor
struct RecordView: View {
    @EnvironmentObject var model: AppModel

    var body: some View {
        List {
            ForEach(model.levelRecords, id: \.level) { record in
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
                let tally = model.twoPlayerRecord
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                    GridRow {
                        Text("Red wins")
                        Text(Int(tally.redWins), format: .number)
                    }
                    GridRow {
                        Text("White wins")
                        Text(Int(tally.whiteWins), format: .number)
                    }
                    GridRow {
                        Text("Draws")
                        Text(Int(tally.draws), format: .number)
                    }
                }
            } header: {
                Text("Two players on this phone")
            }
        }
        .navigationTitle("Record")
    }
}
