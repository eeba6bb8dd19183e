import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The look of the reusable sheet component: background, corners, grabber and header.
///
/// These are values the front ends draw; the engine needs only ``chromeHeight``, which a
/// content-fitting detent adds to the content's own height.
public struct SheetStyle: Hashable, Sendable {
    /// The sheet's background, as the system's grouped and plain backgrounds.
    public enum Background: String, Hashable, Sendable, CaseIterable, Codable {
        /// `systemBackground`: white in light mode.
        case white
        /// `secondarySystemBackground`: the light gray of grouped lists and Maps.
        case gray
    }

    /// A title bar with an optional close button, drawn above the content.
    public struct Header: Hashable, Sendable {
        public var title: String
        public var showsCloseButton: Bool
        /// The bar's height: ``SheetStyle/headerHeight`` at the default text size; front ends measure
        /// it again under larger Dynamic Type sizes, so a two-line title never overflows.
        public var height: CGFloat

        public init(title: String, showsCloseButton: Bool = true, height: CGFloat = SheetStyle.headerHeight) {
            self.title = title
            self.showsCloseButton = showsCloseButton
            self.height = height
        }
    }

    /// The corner radius UIKit gives a sheet when none is preferred.
    public static let defaultCornerRadius: CGFloat = 10
    /// The height the grabber takes at the top of the sheet.
    public static let grabberAreaHeight: CGFloat = 16
    /// The height of the header bar.
    public static let headerHeight: CGFloat = 52

    public var background: Background
    /// As UIKit's `preferredCornerRadius`: nil means the system default.
    public var preferredCornerRadius: CGFloat?
    /// As UIKit's `prefersGrabberVisible`.
    public var prefersGrabberVisible: Bool
    /// The title bar, or nil for none.
    public var header: Header?

    public init(
        background: Background = .white, preferredCornerRadius: CGFloat? = nil,
        prefersGrabberVisible: Bool = false, header: Header? = nil
    ) {
        self.background = background
        self.preferredCornerRadius = preferredCornerRadius
        self.prefersGrabberVisible = prefersGrabberVisible
        self.header = header
    }

    /// The radius to draw: the preferred one clamped to zero or more, or the default.
    public var cornerRadius: CGFloat {
        preferredCornerRadius.map { $0.sanitizedSize } ?? Self.defaultCornerRadius
    }

    /// The height of grabber and header together.
    public var chromeHeight: CGFloat {
        (prefersGrabberVisible ? Self.grabberAreaHeight : 0) + (header.map { $0.height.sanitizedSize } ?? 0)
    }
}
