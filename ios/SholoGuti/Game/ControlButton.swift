import SwiftUI

/// A button of the row under the board, in the game and in the lessons alike:
/// its icon over its name, or at accessibility text sizes its icon beside its
/// name across the row; bordered, or filled for the step expected next.
struct ControlButton: View {
    let title: LocalizedStringKey
    let systemImage: String
    let enabled: Bool
    let isProminent: Bool
    let action: () -> Void
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    init(
        _ title: LocalizedStringKey,
        systemImage: String,
        enabled: Bool,
        isProminent: Bool = false,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.enabled = enabled
        self.isProminent = isProminent
        self.action = action
    }

    var body: some View {
        Button(action: action) {
            if dynamicTypeSize.isAccessibilitySize {
                Label(title, systemImage: systemImage)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            } else {
                VStack(spacing: 4) {
                    Image(systemName: systemImage)
                        .imageScale(.large)
                    Text(title)
                        .font(.caption.weight(.medium))
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity, minHeight: 44)
            }
        }
        .buttonStyle(ProminenceStyle(isProminent: isProminent))
        .disabled(!enabled)
    }
}

/// End turn, in place of the row while a run of takes may go on: filled, as
/// the step expected next.
struct EndTurnButton: View {
    let enabled: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("End turn", systemImage: "checkmark.circle.fill")
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.borderedProminent)
        .disabled(!enabled)
    }
}

/// Bordered, or bordered and filled for the step the player is expected to take next.
struct ProminenceStyle: PrimitiveButtonStyle {
    let isProminent: Bool

    @ViewBuilder
    func makeBody(configuration: Configuration) -> some View {
        if isProminent {
            Button(configuration).buttonStyle(.borderedProminent)
        } else {
            Button(configuration).buttonStyle(.bordered)
        }
    }
}
