import SholoCore
import XCTest
@testable import SholoKit

/// The lesson and puzzle texts worded from a catalog's positional formats.
final class PromptWordingTests: XCTestCase {
    /// A catalog of a few keys, sides and numbers worded visibly.
    private let wording = PromptWording(
        text: { key in
            [
                "puzzle.win_pieces": "%1$@ to play and win %2$@",
                "puzzle.title": "Puzzle: %1$@",
                "puzzle.theme.run": "a run of takes",
                "puzzle.theme.stop-early": "stop the run early",
                "reordered": "win %2$@, says %1$@ (100%)",
            ][key]
        },
        sideName: { $0 == .red ? "Red" : "White" },
        number: { "#\($0)" }
    )

    func testSidesAndNumbersAreWordedInTheirPlaces() {
        XCTAssertEqual(wording.words(Prompt(key: "puzzle.win_pieces", args: ["white", "2"])), "White to play and win #2")
        XCTAssertEqual(wording.words(Prompt(key: "reordered", args: ["red", "3"])), "win #3, says Red (100%)")
    }

    func testAPuzzleTitleNamesEachTheme() {
        XCTAssertEqual(
            wording.words(Prompt(key: "puzzle.title", args: ["run,stop-early"])),
            "Puzzle: a run of takes, stop the run early"
        )
    }

    func testAKeyTheCatalogLacksFallsBackToTheCoresEnglish() {
        let prompt = Prompt(key: "lesson.step.1", args: [])
        XCTAssertEqual(wording.words(prompt), englishText(prompt: prompt))
        XCTAssertEqual(wording.words(Prompt(key: "no.such.key", args: [])), "no.such.key")
    }

    func testAPositionWithoutAnArgumentIsLeftAsWritten() {
        XCTAssertEqual(PromptWording.fill("%1$@ and %3$@ and %", with: ["a"]), "a and %3$@ and %")
        XCTAssertEqual(PromptWording.fill("%2$@%1$@", with: ["%2$@", "b"]), "b%2$@", "one pass: an argument is not filled again")
    }

    /// The catalog's English is the core's with `{n}` written `%n+1$@`, as
    /// ios/ci/fill_learn_strings.py writes it: worded alike, every puzzle prompt.
    func testTheCatalogsFormatWordsLikeTheCore() {
        let english = PromptWording(
            text: { key in
                englishText(prompt: Prompt(key: key, args: [])).map { template in
                    (0..<4).reduce(template) { $0.replacingOccurrences(of: "{\($1)}", with: "%\($1 + 1)$@") }
                }
            },
            sideName: { $0 == .red ? "red" : "white" },
            number: { String($0) }
        )
        for prompt in [
            Prompt(key: "puzzle.win_pieces", args: ["red", "2"]),
            Prompt(key: "puzzle.win_game", args: ["white"]),
            Prompt(key: "puzzle.hold", args: ["red"]),
            Prompt(key: "lesson.run.2.why", args: []),
        ] {
            XCTAssertEqual(english.words(prompt), englishText(prompt: prompt), prompt.key)
        }
    }
}
