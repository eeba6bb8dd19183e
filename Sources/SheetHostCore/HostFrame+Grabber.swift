import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostFrame {
    /// The grabber's capsule as iOS draws it: 36 × 5 points.
    public static let grabberCapsuleSize = CGSize(width: 36, height: 5)

    /// Where the grabber's capsule is drawn, in container coordinates; `.zero` without a grabber.
    public var grabberCapsuleRect: CGRect {
        Self.grabberCapsuleRect(grabberRect: grabberRect, sheetTop: sheetRect.minY)
    }

    /// The capsule in a grabber touch area `grabberRect` of a sheet whose top edge is at `sheetTop`
    /// (both in the same coordinates): centred across the touch area, and centred in the sheet's
    /// grabber strip (`SheetStyle.grabberAreaHeight`) however tall the touch area is (at least
    /// 44 points, starting above the strip, clamped at the container's top), never above the touch
    /// area. `.zero` for an empty or non-finite touch area.
    public static func grabberCapsuleRect(grabberRect: CGRect, sheetTop: CGFloat) -> CGRect {
        let values = [grabberRect.minX, grabberRect.minY, grabberRect.width, grabberRect.height, sheetTop]
        guard values.allSatisfy(\.isFinite), grabberRect.width > 0, grabberRect.height > 0 else {
            return .zero
        }
        let size = grabberCapsuleSize
        let top = max(sheetTop + SheetStyle.grabberAreaHeight / 2 - size.height / 2, grabberRect.minY)
        return CGRect(x: grabberRect.midX - size.width / 2, y: top, width: size.width, height: size.height)
    }
}

/// The grabber's last spoken value and what it was made from: it changes only with the selection or
/// the geometry, so a frame reuses it rather than formatting it again.
struct GrabberValueCache: Sendable {
    var identifier: Detent.Identifier?
    var value: CGFloat = -1
    var maximum: CGFloat = -1
    var text = ""
    /// The revisions (the engine's `layoutRevision`, ``SheetHost/geometryRevision``) it was last
    /// checked at: while both stay the same, so does the text.
    var engineRevision = -1
    var hostRevision = -1
}
