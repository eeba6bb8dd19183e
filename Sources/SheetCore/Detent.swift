import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A height at which a sheet rests, as UIKit's `UISheetPresentationController.Detent`.
///
/// A detent's *value* is the height of the sheet's content area ("a height within the safe area
/// of the sheet"). The sheet's frame adds the bottom safe-area inset when it rests on the
/// container's bottom edge; see `SheetGeometry`.
public struct Detent: Hashable, Sendable, CustomStringConvertible {
    /// Names a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }

        /// The identifier of ``Detent/medium``.
        public static let medium = Identifier("medium")
        /// The identifier of ``Detent/large``.
        public static let large = Identifier("large")
    }

    /// What a custom resolver and the built-in detents see when they compute a value. Hashable, so
    /// a resolver's answers can be kept by the context they were given for (a recording's tables).
    public struct ResolutionContext: Hashable, Sendable {
        /// The value of the largest possible detent, ``Detent/large``: see `SheetGeometry`.
        public var maximumDetentValue: CGFloat
        /// The container the sheet is in.
        public var container: SheetContainer
        /// The height the sheet's content needs (as `systemLayoutSizeFitting`), without chrome.
        public var contentFittingHeight: CGFloat
        /// The height of the sheet's own chrome above the content: grabber and header.
        public var chromeHeight: CGFloat

        public init(
            maximumDetentValue: CGFloat, container: SheetContainer, contentFittingHeight: CGFloat,
            chromeHeight: CGFloat
        ) {
            self.maximumDetentValue = maximumDetentValue
            self.container = container
            self.contentFittingHeight = contentFittingHeight
            self.chromeHeight = chromeHeight
        }
    }

    /// How the value is computed; a table of cases rather than subclasses. Read by the package's
    /// scenario recorder, which writes each kind as what it is.
    package enum Kind: Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        case fitting
        case custom(@Sendable (ResolutionContext) -> CGFloat?)
    }

    /// The detent's identifier, unique within a sheet.
    public let identifier: Identifier
    package let kind: Kind

    init(identifier: Identifier, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// Half of the maximum detent value; inactive in compact height, as UIKit's.
    public static let medium = Detent(identifier: .medium, kind: .medium)
    /// The maximum detent value: the sheet's top edge 10 pt below the top safe area.
    public static let large = Detent(identifier: .large, kind: .large)

    /// A fraction in (0, 1] of the maximum detent value, as SwiftUI's `.fraction(_:)`.
    public static func fraction(_ fraction: CGFloat, identifier: Identifier? = nil) -> Detent {
        Detent(identifier: identifier ?? Identifier("fraction(\(fraction))"), kind: .fraction(fraction))
    }

    /// A fixed content height in points, clamped to the maximum, as SwiftUI's `.height(_:)`.
    public static func height(_ height: CGFloat, identifier: Identifier? = nil) -> Detent {
        Detent(identifier: identifier ?? Identifier("height(\(height))"), kind: .height(height))
    }

    /// The content's fitting height plus the sheet's chrome (grabber, header), clamped to the maximum.
    public static func fitting(identifier: Identifier = "fitting") -> Detent {
        Detent(identifier: identifier, kind: .fitting)
    }

    /// A value computed by `resolver`, which returns nil to make the detent inactive in a context.
    ///
    /// A result that is not a positive finite number also makes the detent inactive.
    public static func custom(
        identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?
    ) -> Detent {
        Detent(identifier: identifier, kind: .custom(resolver))
    }

    /// The detent's value in `context`, or nil when it is inactive there; not yet clamped.
    public func value(in context: ResolutionContext) -> CGFloat? {
        switch kind {
        case .medium: context.container.isCompactHeight ? nil : context.maximumDetentValue / 2
        case .large: context.maximumDetentValue
        case .fraction(let fraction): context.maximumDetentValue * fraction
        case .height(let height): height
        case .fitting: context.contentFittingHeight + context.chromeHeight
        case .custom(let resolver): resolver(context)
        }
    }

    /// Whether it is a ``fitting(identifier:)`` detent.
    var isFitting: Bool {
        if case .fitting = kind { return true }
        return false
    }

    /// Whether the value depends on the content's fitting height (`.fitting` and `.custom`, whose
    /// context carries it): a front end measures the content only for such detents.
    public var dependsOnContentHeight: Bool {
        switch kind {
        case .fitting, .custom: true
        case .medium, .large, .fraction, .height: false
        }
    }

    /// Throws when the detent's own parameter is out of range.
    func validate() throws {
        switch kind {
        case .fraction(let fraction) where !(fraction > 0 && fraction <= 1):
            throw SheetError.invalidFraction(identifier, fraction)
        case .height(let height) where !(height > 0 && height.isFinite):
            throw SheetError.invalidHeight(identifier, height)
        default: break
        }
    }

    public var description: String { identifier.rawValue }

    /// Two detents are equal when their identifiers and kinds are; custom resolvers, being
    /// closures, can't be compared, so two custom detents are equal when their identifiers are.
    public static func == (lhs: Detent, rhs: Detent) -> Bool {
        guard lhs.identifier == rhs.identifier else { return false }
        switch (lhs.kind, rhs.kind) {
        case (.medium, .medium), (.large, .large), (.fitting, .fitting), (.custom, .custom): return true
        case (.fraction(let a), .fraction(let b)), (.height(let a), .height(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
