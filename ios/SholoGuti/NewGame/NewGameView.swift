import SholoCore
import SholoKit
import SwiftUI

/// The choices made before a game, kept by the table between games and
/// launches: each a row of segments, as on Android (a menu at the largest
/// text sizes, where segments would be cut). They are a draft until Play, as
/// on Android: going back leaves the table's settings as they were. Starting
/// over a game in progress asks first: that game ends.
@MainActor
struct NewGameView: View {
    @EnvironmentObject var model: TableModel
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    /// The choices being made, given when the screen opens (`startingDraft(from:at:)`);
    /// the table's settings are untouched until Play.
    @State var draft: Settings
    let onPlay: () -> Void

    @State var isConfirmingReplace = false

    /// The table's `settings`; for "Play at my level", against the computer
    /// at `level`.
    static func startingDraft(from settings: Settings, at level: Level?) -> Settings {
        guard let level else { return settings }
        var draft = settings
        var seating = draft.seating
        seating.opponent = .computer
        seating.level = level
        draft.seating = seating
        return draft
    }

    var body: some View {
        Form {
            Section {
                choice("Who is playing", selection: $draft.seating.opponent, among: Opponent.ordered) { $0.shortTitle }
                switch draft.seating.opponent {
                case .computer:
                    choice("Your colour", selection: $draft.seating.personSide, among: Side.ordered) { $0.name }
                    choice("Difficulty", selection: $draft.seating.level, among: Level.ordered) { $0.title }
                case .watchBots:
                    choice("Red's bot", selection: $draft.seating.level, among: Level.ordered) { $0.title }
                    choice("White's bot", selection: $draft.seating.whiteLevel, among: Level.ordered) { $0.title }
                case .twoPlayers:
                    Toggle("Turn the board for the player to move", isOn: $draft.turnBoard)
                }
            } footer: {
                Text(footer)
            }

            Section {
                choice("Taking", selection: $draft.rules.taking, among: TakingRule.ordered) { $0.shortTitle }
                choice("Turns in a row with nothing taken", selection: $draft.rules.quiet, among: QuietRule.ordered) { $0.shortTitle }
                choice("Speed", selection: $draft.speed, among: Speed.ordered) { $0.title }
                Toggle("Sound", isOn: $draft.sound)
                Toggle("Haptics", isOn: $draft.haptics)
            } header: {
                Text("Rules")
            } footer: {
                Text(draft.rules.taking.explanation)
            }

            Section {
                Button {
                    if model.view.resumable {
                        isConfirmingReplace = true
                    } else {
                        play()
                    }
                } label: {
                    Label("Play", systemImage: "play.fill")
                        .frame(maxWidth: .infinity)
                        .font(.headline)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
            }
        }
        .scrollContentBackground(.hidden)
        .background(BoardPalette.page.ignoresSafeArea())
        .navigationTitle("New game")
        .confirmationDialog(
            "Start a new game?",
            isPresented: $isConfirmingReplace,
            titleVisibility: .visible
        ) {
            Button("Start a new game", role: .destructive, action: play)
        } message: {
            Text("The game in progress ends here and does not count in the record.")
        }
    }

    /// One setting: its name over a row of segments.
    @ViewBuilder
    private func choice<Value: Hashable>(
        _ title: LocalizedStringKey,
        selection: Binding<Value>,
        among values: [Value],
        name: @escaping (Value) -> String
    ) -> some View {
        let picker = Picker(title, selection: selection) {
            ForEach(values, id: \.self) { value in
                Text(name(value)).tag(value)
            }
        }
        // A menu at the largest text sizes, and for the ten levels, which no
        // row of segments holds: the menu lists the whole ladder, Learning to
        // Expert, in order.
        if dynamicTypeSize.isAccessibilitySize || values.count > 5 {
            picker.pickerStyle(.menu)
        } else {
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.subheadline.weight(.medium))
                // Segments when every name fits whole in its segment; else
                // (on a small iPhone, "60 · most pieces" and its translations)
                // the choice as a menu under its name, not names cut short.
                ViewThatFits(in: .horizontal) {
                    picker
                        .pickerStyle(.segmented)
                        .labelsHidden()
                    picker
                        .pickerStyle(.menu)
                        .labelsHidden()
                }
            }
            .padding(.vertical, 4)
        }
    }

    /// What the choices mean: the level's play and the colours.
    private var footer: String {
        switch draft.seating.opponent {
        case .computer:
            let colours = String(localized: "Red moves first. The colours swap after every game.")
            return [draft.seating.level.explanation, colours].joined(separator: " ")
        case .watchBots:
            return String(localized: "Each bot plays at its own level.")
        case .twoPlayers:
            return String(localized: "Red moves first. The colours swap after every game.")
        }
    }

    /// The draft becomes the table's settings, and the game starts with them.
    private func play() {
        model.settings = draft
        model.newGame()
        onPlay()
    }
}
