import Foundation
import Testing

@testable import SheetKitCommand
@testable import SheetScenario

/// Unknown keys anywhere in a scenario are errors naming the key's path, with a suggestion.
@Suite("Strict scenario keys")
struct ScenarioKeyTests {
    static let base =
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"#
        + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"events":[{"t":0,"type":"present"}]}"#

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
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func eventKeysAreCheckedPerType() throws {
        let drag = Self.base.replacingOccurrences(
            of: #"{"t":0,"type":"present"}"#,
            with: #"{"t":0,"type":"present"},{"t":1,"type":"dragEnded","velocty":-100}"#)
        let result = try sheetkit(["simulate"], input: drag)
        #expect(
            result.err.contains("events[1].velocty: unknown key; did you mean velocity?"), "\(result.err)")
        let header = Self.with(#""header":{"title":"A","closeButon":true}"#, after: #""sheet":{"#)
        #expect(
            try sheetkit(["simulate"], input: header).err.contains(
                "sheet.header.closeButon: unknown key; did you mean closeButton?"))
        let container = Self.base.replacingOccurrences(
            of: #"{"t":0,"type":"present"}"#,
            with:
                #"{"t":0,"type":"present"},{"t":1,"type":"container","width":844,"height":390,"keybaord":0}"#)
        #expect(
            try sheetkit(["simulate"], input: container).err.contains(
                "events[1].keybaord: unknown key; did you mean keyboard?"))
    }

    @Test func theDocumentedScenarioUsesOnlyKnownKeys() throws {
        #expect(try sheetkit(["simulate"], input: SimulateCommandTests.scenario).status == 0)
        #expect(try sheetkit(["simulate"], input: Self.base).status == 0)
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
