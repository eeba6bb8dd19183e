/// How a new sheet treats the one already showing, as Apple's Human Interface Guidelines ask for one
/// sheet at a time: it replaces it, or it stacks on it as UIKit's sheets stack.
public enum SheetPresentationPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The sheet showing is dismissed for good; the new one is presented once it has gone.
    case replace
    /// The new sheet is presented from the one showing, which stays underneath and is on screen
    /// again when the new one is dismissed.
    case stack
}
