import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A size class, as UIKit's `UIUserInterfaceSizeClass` and SwiftUI's `UserInterfaceSizeClass`.
public enum HostSizeClass: String, Sendable, Codable, CaseIterable {
    case compact
    case regular
}

/// The reading direction of the container, as `UITraitCollection.layoutDirection`: it decides which
/// physical side the header's close button and the leading safe-area inset are on.
public enum HostLayoutDirection: String, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Insets on the physical edges (left and right, not leading and trailing), as `UIEdgeInsets`.
public struct HostInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = HostInsets()
}

/// The view the sheet lives in, as a binding reads it from the platform: size, safe area, traits.
///
/// The host turns it into the engine's `SheetContainer` (`SheetContainer(_:keyboardHeight:fillsHeight:)`:
/// compact height from the vertical size class, the keyboard's overlap from the last
/// ``HostKeyboard``) and into the width rule.
public struct HostContainer: Equatable, Sendable {
    /// The container's size in points.
    public var size: CGSize
    /// The safe-area insets on the physical edges.
    public var safeArea: HostInsets
    public var layoutDirection: HostLayoutDirection
    public var horizontalSizeClass: HostSizeClass
    public var verticalSizeClass: HostSizeClass
    /// Pixels per point (`UITraitCollection.displayScale`): rects are snapped to this grid so edges
    /// don't blur. 0 (a script's default) leaves them exact.
    public var displayScale: CGFloat
    /// The Dynamic Type size, as `UIContentSizeCategory`'s raw value; a change re-measures the header.
    public var contentSizeCategory: String
    /// The keyboard's overlap that comes with this container, replacing the keyboard at once: a
    /// scenario's `container` event carries one (its `keyboard` key; absent, none), as no platform
    /// does. nil, a platform's container (a scenario's with `keepsKeyboard`), leaves the keyboard as
    /// it is. The host keeps the container without it.
    package var keyboardOverlap: CGFloat?

    /// A container; a size class the platform leaves unspecified (nil) is decided here: horizontal
    /// compact (the full width), vertical from the height (`SheetContainer.infersCompactHeight`).
    public init(
        size: CGSize, safeArea: HostInsets = .zero, layoutDirection: HostLayoutDirection = .leftToRight,
        horizontalSizeClass: HostSizeClass? = .compact, verticalSizeClass: HostSizeClass? = nil,
        displayScale: CGFloat = 0, contentSizeCategory: String = "UICTContentSizeCategoryL"
    ) {
        self.size = size
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        // Unspecified (a view not yet in a window): compact, the full width, as UIKit lays out a
        // sheet before it knows its traits.
        self.horizontalSizeClass = horizontalSizeClass ?? .compact
        self.verticalSizeClass =
            verticalSizeClass
            ?? (SheetContainer.infersCompactHeight(height: size.height) ? .compact : .regular)
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
    }

    /// A portrait iPhone, the reference device of the docs and tests: the engine's
    /// `SheetContainer.iPhone` (390 × 844, safe area 47 / 34) as a binding reports it.
    public static let iPhone = HostContainer(
        size: SheetContainer.iPhone.size,
        safeArea: HostInsets(
            top: SheetContainer.iPhone.safeAreaInsets.top, bottom: SheetContainer.iPhone.safeAreaInsets.bottom
        ))

    /// Whether the container can hold a sheet: a presentation waits for the first one that can.
    public var isUsable: Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }
}

/// The software keyboard as the platform reports it, already converted into the container's
/// coordinates (`UIKeyboardFrameEndUserInfoKey` through `convert(_:from: nil)`, or the
/// `keyboardLayoutGuide`'s frame).
public struct HostKeyboard: Equatable, Sendable {
    /// The keyboard's frame in the container; `.zero` when it is hidden.
    public var frame: CGRect
    /// Whether it is docked at the bottom. A floating or undocked keyboard overlaps nothing: the
    /// sheet stays where it is, as UIKit's own sheets do.
    public var isDocked: Bool
    /// The system's animation duration for the change, in seconds; 0 for a change that is immediate.
    /// The host moves the sheet with the keyboard frame by frame: a binding must not wrap the change
    /// in its own animation.
    public var animationDuration: Double
    /// The system's timing curve for the change.
    public var animationCurve: HostAnimationCurve

    public init(
        frame: CGRect, isDocked: Bool = true, animationDuration: Double = 0,
        animationCurve: HostAnimationCurve = .keyboard
    ) {
        self.frame = frame
        self.isDocked = isDocked
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
    }

    /// The keyboard as the system reports it (`UIKeyboardFrameEndUserInfoKey`, in the screen's
    /// coordinates), classified here so every binding decides alike: docked when it spans the
    /// screen's width and reaches its bottom edge; an undocked, split or floating keyboard (iPad)
    /// overlaps nothing, and so does another app's (`isLocal` false, Split View), and one the sheet
    /// doesn't own (``HostKeyboardResponder/raisesSheet``: raised in another window or by a
    /// controller presented over the sheet).
    /// - Parameters:
    ///   - screenFrame: The keyboard's end frame on the screen.
    ///   - screenBounds: The screen's bounds.
    ///   - containerFrameInScreen: The sheet's container on the screen (Slide Over and Stage
    ///     Manager windows are not the screen).
    ///   - animationDuration: `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    ///   - animationCurve: `UIKeyboardAnimationCurveUserInfoKey`.
    ///   - isLocal: `UIKeyboardIsLocalUserInfoKey`.
    ///   - responder: Where the first responder is (``HostKeyboardResponder/unknown`` by default).
    public init(
        screenFrame: CGRect, screenBounds: CGRect, containerFrameInScreen: CGRect,
        animationDuration: Double = 0, animationCurve: HostAnimationCurve = .keyboard, isLocal: Bool = true,
        responder: HostKeyboardResponder = .unknown
    ) {
        let values = [
            screenFrame.minX, screenFrame.minY, screenFrame.width, screenFrame.height, screenBounds.width,
            screenBounds.maxY, containerFrameInScreen.minX, containerFrameInScreen.minY,
        ]
        let duration = animationDuration.isFinite ? min(max(animationDuration, 0), 2) : 0
        guard isLocal, responder.raisesSheet, values.allSatisfy(\.isFinite), screenFrame.width > 0,
            screenFrame.height > 0,
            screenFrame.minY < screenBounds.maxY
        else {
            self.init(frame: .zero, animationDuration: duration, animationCurve: animationCurve)
            return
        }
        let docked =
            screenFrame.maxY >= screenBounds.maxY - 0.5 && screenFrame.width >= screenBounds.width - 0.5
        self.init(
            frame: screenFrame.offsetBy(dx: -containerFrameInScreen.minX, dy: -containerFrameInScreen.minY),
            isDocked: docked, animationDuration: duration, animationCurve: animationCurve)
    }

    /// Whether a keyboard layout guide `guideHeight` tall shows a keyboard: UIKit ties an offscreen
    /// or undocked keyboard's guide to the safe area's bottom, so a guide no taller than the bottom
    /// safe area (half a point of slack) is no keyboard.
    public static func guideShowsKeyboard(guideHeight: CGFloat, bottomSafeArea: CGFloat) -> Bool {
        guard guideHeight.isFinite else { return false }
        return guideHeight > (bottomSafeArea.isFinite ? max(bottomSafeArea, 0) : 0) + 0.5
    }

    /// No keyboard.
    public static let hidden = HostKeyboard(frame: .zero)

    /// How far this keyboard overlaps a container of `size` from its bottom edge: the distance from
    /// its top to the container's bottom when it is docked, on screen and across the container;
    /// otherwise 0. Never more than the container's height.
    public func overlap(in size: CGSize) -> CGFloat {
        let rect = frame
        let values = [rect.minX, rect.minY, rect.width, rect.height, size.width, size.height]
        guard isDocked, values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0,
            rect.maxX > 0, rect.minX < size.width, rect.minY < size.height
        else { return 0 }
        return min(max(size.height - rect.minY, 0), size.height)
    }
}

/// The tracked scroll view's geometry, sent on every change including the first (observe with
/// `.initial`): without its content height the host can't tell a drag on the list from a drag on
/// the sheet.
public struct HostScrollGeometry: Equatable, Sendable {
    /// The scroll view's `contentOffset.y`.
    public var offset: CGFloat
    /// The height of its content.
    public var contentHeight: CGFloat
    /// The height of its bounds (the viewport).
    public var viewportHeight: CGFloat
    /// Its adjusted content insets, top and bottom.
    public var topInset: CGFloat
    public var bottomInset: CGFloat
    /// Its frame in the sheet's content area; nil when it fills the content area. A list under a
    /// search field starts below the field, so a drag on the field moves the sheet.
    public var frameInContent: CGRect?
    /// Whether the person's finger is scrolling it (`isTracking`).
    public var isTracking: Bool
    /// Whether it is coasting after a flick (`isDecelerating`).
    public var isDecelerating: Bool

    public init(
        offset: CGFloat, contentHeight: CGFloat, viewportHeight: CGFloat, topInset: CGFloat = 0,
        bottomInset: CGFloat = 0, frameInContent: CGRect? = nil, isTracking: Bool = false,
        isDecelerating: Bool = false
    ) {
        self.offset = offset
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.frameInContent = frameInContent
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
    }

    /// How far the content is scrolled from its top resting position, never negative.
    var scrolledDistance: CGFloat { max((offset + topInset).sanitized(), 0) }

    /// The largest distance it can scroll.
    var maximumScrolledDistance: CGFloat {
        max((contentHeight + topInset + bottomInset - viewportHeight).sanitized(), 0)
    }
}

extension HostKeyboard {
    /// A docked keyboard overlapping `height` of a container of `size` (as engine scripts give it).
    package static func docked(height: CGFloat, in size: CGSize) -> HostKeyboard {
        guard height > 0 else { return .hidden }
        return HostKeyboard(frame: CGRect(x: 0, y: size.height - height, width: size.width, height: height))
    }
}
