import Foundation

/// Where VoiceOver's focus should go.
public enum HostFocusRequest: String, Sendable, Codable {
    /// Into the sheet (`UIAccessibility.post(notification: .screenChanged, argument: sheet)`).
    case sheet
    /// Back to what presented it (`.screenChanged` with nil).
    case presenter
}

/// What assistive technologies are told in this frame.
public struct HostAccessibility: Equatable, Sendable {
    /// Whether the sheet is modal for VoiceOver (`accessibilityViewIsModal`): only while the
    /// background can't be touched.
    public var isModal: Bool
    /// The grabber's label; "" when the sheet is full screen in compact height (no grabber is shown).
    public var grabberLabel: String
    /// The grabber's value: the resting detent's spoken name ("" when dismissed).
    public var grabberValue: String
    /// The close button's label.
    public var closeButtonLabel: String
    /// Something to announce now, or nil.
    public var announcement: String?
    /// Where focus should move now, or nil.
    public var focus: HostFocusRequest?
    /// After an escape: whether the sheet handled it (`accessibilityPerformEscape`'s return value).
    public var escapeHandled: Bool?

    public init(
        isModal: Bool = false, grabberLabel: String = "", grabberValue: String = "",
        closeButtonLabel: String = "",
        announcement: String? = nil, focus: HostFocusRequest? = nil, escapeHandled: Bool? = nil
    ) {
        self.isModal = isModal
        self.grabberLabel = grabberLabel
        self.grabberValue = grabberValue
        self.closeButtonLabel = closeButtonLabel
        self.announcement = announcement
        self.focus = focus
        self.escapeHandled = escapeHandled
    }
}
