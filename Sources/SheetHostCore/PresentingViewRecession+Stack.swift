import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PresentingViewRecession {
    /// How far a receding sheet's top edge rises at full recession, in points: the top of a sheet
    /// at its largest detent (10 pt under the safe area's top) comes up to the safe area's top, so it
    /// shows above the sheet presented over it.
    public static let stackedSheetLift: CGFloat = 10

    /// This recession for a presenting view that is itself a sheet (a sheet opened from a sheet):
    /// the same scale, corners and dim, but its top edge rises by ``stackedSheetLift`` at full
    /// recession instead of moving down to the safe area's top, so it peeks above the new sheet, as
    /// UIKit's stack of sheets draws it. Identity stays identity.
    public var stacked: PresentingViewRecession {
        guard self != .identity else { return self }
        let ratio = Self.recessionDimAlpha > 0 && dimAlpha.isFinite ? dimAlpha / Self.recessionDimAlpha : 0
        var stacked = self
        stacked.offset = -Self.stackedSheetLift * min(max(ratio, 0), 1)
        return stacked
    }

    /// Which view recedes behind a new sheet.
    public enum Target: Equatable, Sendable {
        /// The whole sheet the presenter is shown in (surface, chrome and content, not its dim), in
        /// the ``stacked`` form: a sheet opened from a sheet, as UIKit's stack of sheets.
        case presentingSheet
        /// The presenter's own view.
        case presentingView
    }

    /// The view that recedes for a presenter that is (or not) shown in a SheetKit sheet: that whole
    /// sheet, or the presenter's view. Receding only the content would shrink it inside the outer
    /// sheet's unchanged chrome; receding the outer sheet's root would scale its dim too.
    public static func target(presenterIsInSheet: Bool) -> Target {
        presenterIsInSheet ? .presentingSheet : .presentingView
    }

    /// This recession as `target` draws it: ``stacked`` for a presenting sheet.
    public func applied(to target: Target) -> PresentingViewRecession {
        target == .presentingSheet ? stacked : self
    }
}
