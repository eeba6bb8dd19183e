import SheetScenario

/// A command-line failure: a one-line message naming the field or position; exit status 2.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    init(_ error: ScenarioError) { self.description = error.description }
}
