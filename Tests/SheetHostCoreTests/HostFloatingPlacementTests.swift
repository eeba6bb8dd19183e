import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a floating sheet stands on a regular-width screen: the app's explicit placement holds in
/// compact height too (an iPhone Max in landscape), the drawer is the default only when it set none.
@Suite("Host: a floating sheet's placement on regular width")
struct HostFloatingPlacementTests {
    /// An iPhone Max in landscape: regular width, compact height.
    static let maxLandscape = HostContainer(
        size: CGSize(width: 932, height: 430), safeArea: HostInsets(top: 0, left: 59, bottom: 21, right: 59),
        horizontalSizeClass: .regular, verticalSizeClass: .compact)

    static func presented(_ options: HostOptions, container: HostContainer = maxLandscape) throws
        -> HostTestStore
    {
        let store = try HostTestStore(
            floatingConfiguration([peek, .large]), container: container, options: options)
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        return store
    }

    @Test("OneBusAway's 291 pt leading panel holds on an iPhone Max in landscape, mirrored right to left")
    func explicitSidePanelInCompactHeight() throws {
        let options = HostOptions(regularWidthPlacement: .leading, regularWidth: 291, regularWidthMargin: 8)
        let store = try Self.presented(options)
        #expect(store.host.frame.sheetRect.minX == 59 + 8 && store.host.frame.sheetRect.width == 291)
        var rightToLeft = Self.maxLandscape
        rightToLeft.layoutDirection = .rightToLeft
        store.send(.container(rightToLeft), after: 0.01)
        #expect(abs(store.host.frame.sheetRect.maxX - (932 - 59 - 8)) < 0.5)
        #expect(store.host.frame.sheetRect.width == 291)
        store.finish()
    }

    @Test("with nothing set, it is the drawer across the safe area in compact height")
    func drawerByDefault() throws {
        let store = try Self.presented(HostOptions())
        #expect(store.host.frame.sheetRect.minX == 59 && store.host.frame.sheetRect.width == 932 - 118)
        store.finish()
    }

    @Test("a width of its own, centred, holds in compact height too")
    func explicitWidthCentered() throws {
        let store = try Self.presented(HostOptions(regularWidth: 400))
        #expect(store.host.frame.sheetRect.width == 400)
        #expect(abs(store.host.frame.sheetRect.midX - 466) < 0.5)
        store.finish()
    }

    @Test(
        "the rule, for every size class pair and option",
        arguments: [
            // placement, width, regular width, compact height, expected
            (HostSheetPlacement.center, 0.0, true, true, SheetHost.FloatingPlacement.drawer),
            (.center, 0, true, false, .regular),
            (.center, 0, false, true, .drawer),
            (.center, 0, false, false, .widthRule),
            (.leading, 0, true, true, .regular),
            (.trailing, 291, true, true, .regular),
            (.center, 320, true, true, .regular),
            (.leading, 291, false, true, .drawer),
            (.leading, 291, false, false, .widthRule),
            (.center, .nan, true, true, .drawer),
            (.center, -5, true, true, .drawer),
        ] as [(HostSheetPlacement, Double, Bool, Bool, SheetHost.FloatingPlacement)])
    func rule(
        _ placement: HostSheetPlacement, _ width: Double, _ regularWidth: Bool, _ compactHeight: Bool,
        _ expected: SheetHost.FloatingPlacement
    ) {
        let options = HostOptions(regularWidthPlacement: placement, regularWidth: CGFloat(width))
        #expect(
            SheetHost.floatingPlacementRule(
                options: options, isRegularWidth: regularWidth, isCompactHeight: compactHeight) == expected)
    }
}
