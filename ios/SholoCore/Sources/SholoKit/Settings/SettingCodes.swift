import SholoCore

/// A setting's value as stored text. The codes are part of the stored format:
/// change a Swift name freely, never a code.
protocol SettingCode {
    var code: String { get }
    init?(code: String)
}

extension SettingCode {
    init?(code: String, among values: [Self]) {
        guard let value = values.first(where: { $0.code == code }) else { return nil }
        self = value
    }
}

extension Side: SettingCode {
    var code: String {
        switch self {
        case .red: return "red"
        case .white: return "white"
        }
    }

    init?(code: String) { self.init(code: code, among: Side.ordered) }
}

extension Level: SettingCode {
    var code: String {
        switch self {
        case .easy: return "easy"
        case .medium: return "medium"
        case .hard: return "hard"
        case .expert: return "expert"
        }
    }

    init?(code: String) { self.init(code: code, among: Level.ordered) }
}

extension TakingRule: SettingCode {
    var code: String {
        switch self {
        case .optional: return "optional"
        case .forced: return "forced"
        }
    }

    init?(code: String) { self.init(code: code, among: TakingRule.ordered) }
}

extension QuietRule: SettingCode {
    var code: String {
        switch self {
        case .draw80: return "draw80"
        case .morePieces60: return "morePieces60"
        case .morePieces40: return "morePieces40"
        }
    }

    init?(code: String) { self.init(code: code, among: QuietRule.ordered) }
}
