import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of a `HostFrame` a SwiftUI sheet draws: the model publishes a frame only when this
/// value changes, so a tick that moves nothing rebuilds no view.
///
/// The sheet is laid out at ``layoutHeight`` (the height of the detent it rests at or is heading
/// to) and moved by ``offset``: while a finger or a spring moves it, the content keeps its size and
/// is not laid out again every frame; it is laid out once when the target detent changes.
public struct SheetViewState: Equatable, Sendable {
    /// Whether no sheet is shown.
    public var isHidden: Bool
    /// The sheet's top-left corner in the container.
    public var offset: CGPoint
    /// The sheet's width (by the width rule: full width on iPhone, a centred column on iPad).
    public var width: CGFloat
    /// The height the sheet's views are laid out at.
    public var layoutHeight: CGFloat
    /// The height of the chrome above the content (the grabber's strip).
    public var chromeHeight: CGFloat
    /// The grabber's touch area, relative to the sheet's top-left corner (at least 44 pt tall).
    public var grabberRect: CGRect
    /// The content's safe-area insets: the home indicator's at the bottom, the container's on the sides.
    public var contentInsets: HostInsets
    public var cornerRadius: CGFloat
    public var dimAlpha: CGFloat
    /// Whether the dim takes taps (and blocks the background).
    public var dimTakesTaps: Bool
    /// Whether touches outside the sheet reach the views behind it.
    public var passesTouchesThrough: Bool
    /// Whether the sheet is modal for VoiceOver.
    public var isAccessibilityModal: Bool
    public var grabberLabel: String
    /// The grabber's spoken value: the selected detent's name, never its raw identifier.
    public var grabberValue: String
    public var closeButtonLabel: String
    /// How the view the sheet floats over recedes behind it (`HostFrame.presenter`).
    public var presenter: HostPresenter = .identity

    /// The hidden state.
    public static let hidden = SheetViewState(
        frame: nil, targetFrameHeight: 0)

    /// The view state of `frame`, laid out at `targetFrameHeight` (the frame height of the detent
    /// the sheet rests at or is heading to; the frame's own height when nil or smaller than the
    /// chrome). A nil frame is the hidden state.
    public init(frame: HostFrame?, targetFrameHeight: CGFloat?) {
        guard let frame, !frame.isHidden else {
            isHidden = true
            offset = .zero
            width = 0
            layoutHeight = 0
            chromeHeight = 0
            grabberRect = .zero
            contentInsets = .zero
            cornerRadius = 0
            dimAlpha = 0
            dimTakesTaps = false
            passesTouchesThrough = true
            isAccessibilityModal = false
            grabberLabel = frame?.accessibility.grabberLabel ?? ""
            grabberValue = ""
            closeButtonLabel = frame?.accessibility.closeButtonLabel ?? ""
            return
        }
        let sheet = frame.sheetRect
        isHidden = false
        offset = sheet.origin
        width = sheet.width
        chromeHeight = max(frame.contentRect.minY - sheet.minY, 0)
        let target = targetFrameHeight.flatMap { $0.isFinite ? $0 : nil } ?? sheet.height
        layoutHeight = max(target, chromeHeight)
        grabberRect =
            frame.grabberRect == .zero ? .zero : frame.grabberRect.offsetBy(dx: -sheet.minX, dy: -sheet.minY)
        contentInsets = frame.contentInsets
        cornerRadius = frame.cornerRadius
        dimAlpha = frame.dimAlpha
        dimTakesTaps = frame.dimTakesTaps
        passesTouchesThrough = frame.passesTouchesThrough
        isAccessibilityModal = frame.accessibility.isModal
        grabberLabel = frame.accessibility.grabberLabel
        grabberValue = frame.accessibility.grabberValue
        closeButtonLabel = frame.accessibility.closeButtonLabel
        presenter = frame.presenter
    }
}

extension SheetViewState {
    /// The view state of `frame`, just returned by `host`: laid out at the frame height of the
    /// detent the sheet rests at or is heading to.
    public init(frame: HostFrame, host: SheetHost) {
        let resolution = host.interaction.resolution
        let target = frame.sheet.selectedDetentIdentifier.flatMap(resolution.detent)
        self.init(frame: frame, targetFrameHeight: target?.frameHeight)
    }
}

/// The part of a sheet's view state that changes on every frame of a drag or a spring: where the
/// sheet is and how dim the background is. A binding publishes it apart from the rest of
/// ``SheetViewState`` so that only the views that move observe it, and the app's content, laid out
/// at ``SheetViewState/layoutHeight``, is not evaluated again per frame.
public struct SheetViewMotion: Equatable, Sendable {
    /// The sheet's top-left corner in the container.
    public var offset: CGPoint
    public var dimAlpha: CGFloat
    /// Whether the dim takes taps (and blocks the background).
    public var dimTakesTaps: Bool
    /// How the view behind recedes, following the sheet frame by frame.
    public var presenter: HostPresenter

    public init(offset: CGPoint, dimAlpha: CGFloat, dimTakesTaps: Bool, presenter: HostPresenter = .identity)
    {
        self.offset = offset
        self.dimAlpha = dimAlpha
        self.dimTakesTaps = dimTakesTaps
        self.presenter = presenter
    }

    /// Nothing shown.
    public static let hidden = SheetViewMotion(offset: .zero, dimAlpha: 0, dimTakesTaps: false)
}

extension SheetViewState {
    /// What moves per frame.
    public var motion: SheetViewMotion {
        SheetViewMotion(offset: offset, dimAlpha: dimAlpha, dimTakesTaps: dimTakesTaps, presenter: presenter)
    }

    /// Whether the grabber is drawn: the host gives it a touch area (none when the style hides it,
    /// and none when the sheet is full screen in compact height, as UIKit hides it there).
    public var showsGrabber: Bool { grabberRect.width > 0 && grabberRect.height > 0 }

    /// This state without what moves per frame (``motion`` zeroed): it changes only when the sheet's
    /// layout, appearance or texts do, which is when the content's views must be updated.
    public var layout: SheetViewState {
        var layout = self
        layout.offset = .zero
        layout.dimAlpha = 0
        layout.dimTakesTaps = false
        layout.presenter = .identity
        return layout
    }
}

extension SheetViewState {
    /// The grabber's capsule as iOS draws it: 36 × 5 points (`HostFrame.grabberCapsuleSize`).
    public static let grabberCapsuleSize = HostFrame.grabberCapsuleSize

    /// The grabber's capsule relative to the sheet's top-left corner, by the host's rule
    /// (`HostFrame.grabberCapsuleRect(grabberRect:sheetTop:)`, the UIKit binding's too): centred in
    /// the sheet's grabber strip however tall the touch area; `.zero` without a grabber.
    public var grabberCapsuleRect: CGRect {
        HostFrame.grabberCapsuleRect(grabberRect: grabberRect, sheetTop: 0)
    }

    /// How far below the top of ``grabberRect`` the capsule's top is (``grabberCapsuleRect``'s); never
    /// negative.
    public var grabberCapsuleTop: CGFloat {
        showsGrabber ? max(grabberCapsuleRect.minY - grabberRect.minY, 0) : 0
    }

    /// The radius of the sheet's top corners in a `width` × `height` shape: ``cornerRadius``, never
    /// negative (or NaN), more than half the width or more than the height.
    public static func topCornerRadius(_ radius: CGFloat, width: CGFloat, height: CGFloat) -> CGFloat {
        let values = [radius, width / 2, height].map { $0.isNaN ? 0 : $0 }
        return max(min(values[0], values[1], values[2]), 0)
    }
}
