import Foundation
import Testing

@testable import SheetScenario

/// Unknown keys anywhere in a scenario are errors naming the key's path, with a suggestion.
@Suite("Strict scenario keys")
struct ScenarioKeyTests {
    static let base =
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"#
        + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"events":[{"t":0,"type":"present"}]}"#

    /// The error `Scenario.decode` gives for `input`, or nil when it reads (and the host accepts it).
    static func error(_ input: String) -> String? {
        do {
            _ = try Scenario.decode(Data(input.utf8)).makeHost()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// `base` with `field` spliced into the object that starts at `anchor`.
    static func with(_ field: String, after anchor: String) -> String {
        let range = base.range(of: anchor)!
        return base.replacingCharacters(in: range, with: anchor + field + ",")
    }

    @Test(arguments: [
        (
            with(#""modalInPresentaton":true"#, after: #""sheet":{"#),
            "sheet.modalInPresentaton: unknown key; did you mean modalInPresentation?"
        ),
        (with(#""unitl":3"#, after: "{"), "unitl: unknown key; did you mean until?"),
        (with(#""widht":3"#, after: #""container":{"#), "container.widht: unknown key; did you mean width?"),
        (
            with(#""tpo":3"#, after: #""safeArea":{"#),
            "container.safeArea.tpo: unknown key; did you mean top?"
        ),
        (
            with(#""identifier":"x""#, after: #""detents":[{"#),
            "sheet.detents[0].identifier: unknown key"
        ),
        (with(#""velocity":3"#, after: #"{"t":0,"#), "events[0].velocity: unknown key"),
        (with(#""colour":"red""#, after: #""sheet":{"#), "sheet.colour: unknown key (accepted here: "),
    ])
    func unknownKeysAreErrorsWithTheirPath(input: String, message: String) throws {
        let error = try #require(Self.error(input))
        #expect(error.contains(message), "\(error)")
        #expect(error.split(separator: "\n").count == 1)
    }

    @Test func eventKeysAreCheckedPerType() throws {
        let drag = Self.base.replacingOccurrences(
            of: #"{"t":0,"type":"present"}"#,
            with: #"{"t":0,"type":"present"},{"t":1,"type":"dragEnded","velocty":-100}"#)
        let error = Self.error(drag) ?? ""
        #expect(error.contains("events[1].velocty: unknown key; did you mean velocity?"), "\(error)")
        let header = Self.with(#""header":{"title":"A","closeButon":true}"#, after: #""sheet":{"#)
        #expect(
            (Self.error(header) ?? "").contains(
                "sheet.header.closeButon: unknown key; did you mean closeButton?"))
        let container = Self.base.replacingOccurrences(
            of: #"{"t":0,"type":"present"}"#,
            with:
                #"{"t":0,"type":"present"},{"t":1,"type":"container","width":844,"height":390,"keybaord":0}"#)
        #expect(
            (Self.error(container) ?? "").contains(
                "events[1].keybaord: unknown key; did you mean keyboard?"))
    }

    @Test func theBaseScenarioUsesOnlyKnownKeys() {
        #expect(Self.error(Self.base) == nil)
    }

    /// Every event type the parser reads has its row of keys, so a new type cannot forget it.
    @Test func everyEventTypeHasARowOfKeys() {
        let withFields = Set(ScenarioKeys.eventFields.keys)
        #expect(withFields.isSubset(of: Set(ScenarioEventReaders.table.keys)))
        for type in ScenarioEventReaders.table.keys {
            #expect(ScenarioKeys.keys(ofEvent: type).isSuperset(of: ["t", "type"]))
        }
    }

    @Test(
        arguments: [
            ("modalInPresentaton", "modalInPresentation"), ("Until", "until"), ("tpo", "top"), ("fsp", "fps"),
            ("zzzzzz", nil), ("colour", nil),
        ] as [(String, String?)])
    func suggestionsAreNearKeysOnly(key: String, expected: String?) {
        let all = ScenarioKeys.scenario.union(ScenarioKeys.sheet).union(ScenarioKeys.safeArea)
        #expect(ScenarioKeys.suggestion(for: key, among: all) == expected)
    }
}
