/// Where the first responder that raised a keyboard is, as a binding sees it: the facts the host
/// needs to decide whether the keyboard is the sheet's to ride.
///
/// A sheet rides only keyboards of its own window's first-responder chain: not one raised in
/// another window, nor one raised by a controller presented over the sheet (a modal over a map's
/// floating sheet), unless the first responder is in the sheet itself.
public struct HostKeyboardResponder: Equatable, Sendable {
    /// Whether the first responder is in the sheet's window; nil when unknown (the sheet has no
    /// window yet, or a script says nothing).
    public var isInSheetWindow: Bool?
    /// Whether the first responder is inside the sheet (its content, a field in its header).
    public var isInSheet: Bool
    /// Whether a controller is presented over the sheet (and not leaving).
    public var isSheetCovered: Bool

    public init(isInSheetWindow: Bool?, isInSheet: Bool, isSheetCovered: Bool) {
        self.isInSheetWindow = isInSheetWindow
        self.isInSheet = isInSheet
        self.isSheetCovered = isSheetCovered
    }

    /// Nothing known: every keyboard of this app counts (a script, a binding that can't tell).
    public static let unknown = HostKeyboardResponder(
        isInSheetWindow: nil, isInSheet: false, isSheetCovered: false)

    /// Whether the sheet rides this keyboard: its first responder is in the sheet's window (or
    /// unknown), and nothing is presented over the sheet unless the responder is the sheet's own.
    public var raisesSheet: Bool {
        isInSheetWindow != false && (isInSheet || !isSheetCovered)
    }
}
