import SholoCore
import SholoKit
import SwiftUI

/// The player's rating and record against the computer, per difficulty, and
/// the tally of two-player games on this device. "Play at my level" opens New
/// game against the computer at the level nearest the rating, as its starting
/// choice: nothing is kept unless Play is pressed there. On an iPad the
/// record is a centred column a line of figures can be read across, not a
/// banner across the screen.
@MainActor
struct RecordView: View {
    @EnvironmentObject var model: TableModel
    /// Opens New game with this level chosen.
    let onPlayAtMyLevel: (Level) -> Void

    var body: some View {
        List {
            Section {
                RatingFigures(rating: model.records.rating)
                Button("Play at my level") {
                    onPlayAtMyLevel(model.records.rating.myLevel)
                }
            } header: {
                Text("Your rating")
            }
            ForEach(model.records.levels, id: \.level) { record in
                Section {
                    if record.games == 0 {
                        Text("No games yet")
                            .foregroundStyle(.secondary)
                    } else {
                        RecordFigures(record: record)
                    }
                } header: {
                    if record.level == model.records.rating.myLevel {
                        // The level nearest the rating (before any game, the suggested start).
                        Label(record.level.title, systemImage: "star.fill")
                            .accessibilityLabel(Text("Your level: \(record.level.title)"))
                    } else {
                        Text(record.level.title)
                    }
                }
            }
            Section {
                TwoPlayerFigures(record: model.records.twoPlayers)
            } header: {
                Text("Two players, one device")
            }
        }
        .scrollContentBackground(.hidden)
        .frame(maxWidth: 640)
        .frame(maxWidth: .infinity)
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("Record")
    }
}

/// The rating, provisional for the first dozen games, and the level nearest
/// it; before any game, the level suggested to start at.
struct RatingFigures: View {
    let rating: RatingRecord

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if rating.games == 0 {
                Text("Play the computer to earn a rating. Suggested start: \(rating.myLevel.title)")
            } else {
                Text("Rating: \(Int(rating.rating))")
                    .font(.headline)
                if !rating.settled {
                    Text("Still settling: \(Int(rating.games)) games so far.")
                        .foregroundStyle(.secondary)
                }
                Text("Your level: \(rating.myLevel.title)")
            }
        }
    }
}
