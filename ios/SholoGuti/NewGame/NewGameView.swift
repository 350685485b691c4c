import SholoCore
import SholoKit
import SwiftUI

/// The choices made before a game, remembered between games and launches.
@MainActor
struct NewGameView: View {
    @EnvironmentObject var model: AppModel
    let onPlay: () -> Void

    var body: some View {
        Form {
            Section {
                Picker("Who is playing", selection: $model.settings.opponent) {
                    ForEach(Opponent.allCases, id: \.self) { opponent in
                        Text(opponent.title).tag(opponent)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text("Who is playing")
            }

            if model.settings.opponent == .computer {
                Section {
                    Picker("Your colour", selection: $model.settings.humanSide) {
                        ForEach(Side.ordered, id: \.self) { side in
                            Text(side.name).tag(side)
                        }
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Your colour")
                } footer: {
                    Text("Red moves first. The colours swap after every game.")
                }
            }

            if model.settings.opponent != .twoPlayers {
                Section {
                    Picker("Difficulty", selection: $model.settings.level) {
                        ForEach(Level.ordered, id: \.self) { level in
                            Text(level.title).tag(level)
                        }
                    }
                } footer: {
                    Text(model.settings.level.explanation)
                }
            }

            Section {
                Picker("Taking", selection: $model.settings.taking) {
                    ForEach(TakingRule.ordered, id: \.self) { rule in
                        Text(rule.title).tag(rule)
                    }
                }
                Picker("Quiet limit", selection: $model.settings.quiet) {
                    ForEach(QuietRule.ordered, id: \.self) { rule in
                        Text(rule.title).tag(rule)
                    }
                }
            } header: {
                Text("Rules")
            } footer: {
                Text(model.settings.taking.explanation)
            }

            Section {
                Picker("Speed", selection: $model.settings.speed) {
                    ForEach(AnimationSpeed.allCases, id: \.self) { speed in
                        Text(speed.title).tag(speed)
                    }
                }
                if model.settings.opponent == .twoPlayers {
                    Toggle("Turn the board for the player to move", isOn: $model.settings.turnsBoard)
                }
            } header: {
                Text("Board")
            }

            Section {
                Button(action: onPlay) {
                    Label("Play", systemImage: "play.fill")
                        .frame(maxWidth: .infinity)
                        .font(.headline)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .listRowBackground(Color.clear)
            }
        }
        .navigationTitle("New game")
    }
}
