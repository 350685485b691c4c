import SholoCore

/// Words a lesson's or puzzle's text (`Prompt`: a key and its arguments) in
/// the player's language. The app's String Catalog holds every key of
/// `core/src/learn/texts.*.tsv` with `{0}`, `{1}`, … written `%1$@`, `%2$@`,
/// … (`ios/ci/fill_learn_strings.py` writes them); this fills them with the
/// arguments worded in turn: a side (`red`, `white`) by its name, a number in
/// the player's digits, and the themes of a puzzle's title, comma-separated,
/// each by its own key (`puzzle.theme.<theme>`).
public struct PromptWording: Sendable {
    /// The catalog's text of a key, or nil when it has none.
    let text: @Sendable (String) -> String?
    let sideName: @Sendable (Side) -> String
    let number: @Sendable (Int) -> String

    public init(
        text: @escaping @Sendable (String) -> String?,
        sideName: @escaping @Sendable (Side) -> String,
        number: @escaping @Sendable (Int) -> String
    ) {
        self.text = text
        self.sideName = sideName
        self.number = number
    }

    /// The key whose one argument lists the puzzle's themes.
    static let themedTitle = "puzzle.title"

    /// The prompt in words. A key the catalog lacks falls back to the core's
    /// English, so the player reads something rather than a key.
    public func words(_ prompt: Prompt) -> String {
        let arguments = prompt.args.map { word(argument: $0, of: prompt.key) }
        guard let format = text(prompt.key) else {
            return englishText(prompt: Prompt(key: prompt.key, args: arguments)) ?? prompt.key
        }
        return Self.fill(format, with: arguments)
    }

    private func word(argument: String, of key: String) -> String {
        if key == Self.themedTitle {
            return argument.split(separator: ",")
                .map { theme in text("puzzle.theme.\(theme)") ?? String(theme) }
                .joined(separator: ", ")
        }
        switch argument {
        case "red": return sideName(.red)
        case "white": return sideName(.white)
        default: return Int(argument).map(number) ?? argument
        }
    }

    /// `%1$@`, `%2$@`, … replaced by the arguments in one pass, wherever the
    /// translation puts them; anything else, an unknown position included,
    /// is left as written (never a format string's crash).
    public static func fill(_ format: String, with arguments: [String]) -> String {
        var out = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            let digits = rest[afterPercent...].prefix(while: \.isNumber)
            let tail = rest[digits.endIndex...]
            if !digits.isEmpty, tail.hasPrefix("$@"), let position = Int(digits),
               arguments.indices.contains(position - 1) {
                out += arguments[position - 1]
                rest = tail.dropFirst(2)
            } else {
                out += "%"
                rest = rest[afterPercent...]
            }
        }
        return out + String(rest)
    }
}
