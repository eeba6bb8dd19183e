import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The options a sheet's content sets on its sheet, as SwiftUI's presentation modifiers do —
/// from iOS 15, and under names of their own so an app can import SwiftUI and SheetKitUI together.
///
/// | SheetKitUI | SwiftUI (iOS 16.4+) |
/// |---|---|
/// | `bottomSheetDragIndicator(_:)` | `presentationDragIndicator(_:)` |
/// | `bottomSheetBackgroundInteraction(_:)` | `presentationBackgroundInteraction(_:)` |
/// | `bottomSheetContentInteraction(_:)` | `presentationContentInteraction(_:)` |
/// | `bottomSheetInteractiveDismissDisabled(_:)` | `interactiveDismissDisabled(_:)` |
/// | `bottomSheetCornerRadius(_:)` | `presentationCornerRadius(_:)` |
/// | `bottomSheetBackground(_:)` | `presentationBackground(_:)` |
/// | `bottomSheetDetentNames(_:)` | — (VoiceOver's names of the detents) |
///
/// Each option remembers that it was set (``explicitlySet``), so options compose as SwiftUI's do:
/// ``overridden(by:)`` takes from a later value only the fields it set. Setting a corner radius
/// after the dismissal guard keeps the guard.
public struct BottomSheetOptions: Equatable, Sendable {
    /// Whether the grabber is drawn (and is the adjustable accessibility element).
    public enum DragIndicator: Equatable, Sendable {
        case automatic, visible, hidden
    }

    /// Whether the views behind the sheet take touches, as `PresentationBackgroundInteraction`.
    public enum BackgroundInteraction: Equatable, Sendable {
        /// Modal sheets dim and block the background; floating sheets leave it live.
        case automatic
        /// The background is dimmed and takes no touches.
        case disabled
        /// The background is live and undimmed at every detent.
        case enabled
        /// Live and undimmed up to this detent, dimmed above it (UIKit's
        /// `largestUndimmedDetentIdentifier`).
        case enabledUpThrough(Detent.Identifier)

        /// As SwiftUI spells it: `.enabled(upThrough: .medium)`.
        public static func enabled(upThrough detent: Detent.Identifier) -> Self {
            .enabledUpThrough(detent)
        }
    }

    /// What a vertical drag on the sheet's content does, as `PresentationContentInteraction`.
    public enum ContentInteraction: Equatable, Sendable {
        /// `.resizes`.
        case automatic
        /// A drag on the content resizes the sheet (the engine hands it to scrolling at the top).
        case resizes
        /// Scrollable content scrolls; the sheet moves by its grabber and header.
        case scrolls
    }

    /// The options, one bit each, for ``explicitlySet``.
    public struct Fields: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let dragIndicator = Fields(rawValue: 1 << 0)
        public static let backgroundInteraction = Fields(rawValue: 1 << 1)
        public static let contentInteraction = Fields(rawValue: 1 << 2)
        public static let interactiveDismissDisabled = Fields(rawValue: 1 << 3)
        public static let cornerRadius = Fields(rawValue: 1 << 4)
        public static let background = Fields(rawValue: 1 << 5)
        public static let detentNames = Fields(rawValue: 1 << 6)
        /// Whether the content draws the sheet's background itself (a `ShapeStyle`).
        package static let drawsBackground = Fields(rawValue: 1 << 7)

        public static let all: Fields = [
            .dragIndicator, .backgroundInteraction, .contentInteraction, .interactiveDismissDisabled,
            .cornerRadius, .background, .detentNames, .drawsBackground,
        ]
    }

    public var dragIndicator: DragIndicator = .automatic {
        didSet { explicitlySet.insert(.dragIndicator) }
    }
    public var backgroundInteraction: BackgroundInteraction = .automatic {
        didSet { explicitlySet.insert(.backgroundInteraction) }
    }
    public var contentInteraction: ContentInteraction = .automatic {
        didSet { explicitlySet.insert(.contentInteraction) }
    }
    public var interactiveDismissDisabled = false {
        didSet { explicitlySet.insert(.interactiveDismissDisabled) }
    }
    /// The top corners' radius; nil for the system's.
    public var cornerRadius: CGFloat? {
        didSet { explicitlySet.insert(.cornerRadius) }
    }
    public var background: SheetStyle.Background = .white {
        didSet { explicitlySet.insert(.background) }
    }

    /// Whether the content draws the sheet's background itself (`bottomSheetBackground(_:)` with a
    /// `ShapeStyle`): the sheet's own surface is then clear beneath it. A `SheetStyle.Background` set
    /// later turns it off again, and one set earlier stays underneath.
    package var drawsBackground = false {
        didSet { explicitlySet.insert(.drawsBackground) }
    }

    /// The names VoiceOver speaks for the detents, by identifier ("Peek", "Full list"), in the app's
    /// language; detents without one keep the host's names.
    public var detentNames: [Detent.Identifier: String] = [:] {
        didSet { explicitlySet.insert(.detentNames) }
    }

    /// The fields some modifier set (to any value, the default included).
    public private(set) var explicitlySet: Fields = []

    /// No option set: every field at its default.
    public init() {}

    /// These options with every field `later` set taken from it: the rule for sibling and nested
    /// modifiers, where the one applied later wins for what it sets and only for that.
    /// - Complexity: O(1).
    public func overridden(by later: BottomSheetOptions) -> BottomSheetOptions {
        var merged = self
        let set = later.explicitlySet
        if set.contains(.dragIndicator) { merged.dragIndicator = later.dragIndicator }
        if set.contains(.backgroundInteraction) { merged.backgroundInteraction = later.backgroundInteraction }
        if set.contains(.contentInteraction) { merged.contentInteraction = later.contentInteraction }
        if set.contains(.interactiveDismissDisabled) {
            merged.interactiveDismissDisabled = later.interactiveDismissDisabled
        }
        if set.contains(.cornerRadius) { merged.cornerRadius = later.cornerRadius }
        if set.contains(.background) { merged.background = later.background }
        if set.contains(.drawsBackground) { merged.drawsBackground = later.drawsBackground }
        // Names set in several places add up; a later one wins for the same detent.
        if set.contains(.detentNames) { merged.detentNames.merge(later.detentNames) { $1 } }
        return merged
    }
}
