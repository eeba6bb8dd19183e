import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

@Suite("Sheet width by size class")
struct SheetWidthRuleTests {
    struct Row: Sendable, CustomStringConvertible {
        var container: CGFloat
        var regular: Bool
        var compactHeight: Bool
        var edgeAttached: Bool
        var follows: Bool
        var preferred: CGFloat
        var x: CGFloat
        var width: CGFloat
        var description: String { "\(container) regular \(regular) compactHeight \(compactHeight)" }
    }

    @Test(arguments: [
        // iPhone portrait: full width.
        Row(
            container: 390, regular: false, compactHeight: false, edgeAttached: false, follows: false,
            preferred: 0, x: 0, width: 390),
        // iPhone landscape: full width, or edge-attached at a readable width, or its content's width.
        Row(
            container: 844, regular: false, compactHeight: true, edgeAttached: false, follows: false,
            preferred: 0, x: 0, width: 844),
        Row(
            container: 844, regular: false, compactHeight: true, edgeAttached: true, follows: false,
            preferred: 0, x: 152, width: 540),
        Row(
            container: 844, regular: false, compactHeight: true, edgeAttached: true, follows: true,
            preferred: 400, x: 222, width: 400),
        Row(
            container: 844, regular: false, compactHeight: true, edgeAttached: true, follows: true,
            preferred: 2000, x: 0, width: 844),
        // iPad: centered at the page-sheet width; a narrow regular window is filled.
        Row(
            container: 1024, regular: true, compactHeight: false, edgeAttached: false, follows: false,
            preferred: 0, x: 160, width: 704),
        Row(
            container: 600, regular: true, compactHeight: false, edgeAttached: false, follows: false,
            preferred: 0, x: 0, width: 600),
        // Bad input clamps.
        Row(
            container: .nan, regular: true, compactHeight: false, edgeAttached: false, follows: false,
            preferred: 0, x: 0, width: 0),
    ])
    func placementFollowsUIKitsRules(row: Row) {
        let placement = SheetWidthRule.placement(
            containerWidth: row.container, isRegularWidth: row.regular, isCompactHeight: row.compactHeight,
            prefersEdgeAttachedInCompactHeight: row.edgeAttached,
            widthFollowsPreferredContentSizeWhenEdgeAttached: row.follows,
            preferredContentWidth: row.preferred)
        #expect(placement.x == row.x && placement.width == row.width)
    }
}

@Suite("Sheet and content rectangles")
struct SheetLayoutTests {
    @Test func aMediumSheetOnAnIPhoneAndItsViewport() {
        var configuration = SheetConfiguration()
        configuration.style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places"))
        var sheet = makeSheet(configuration)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        let layout = sheet.layout()
        #expect(layout.sheet == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        // 68 pt of chrome on top, the 34 pt home-indicator inset below.
        #expect(layout.content == CGRect(x: 0, y: 501.5, width: 390, height: 308.5))
    }

    @Test func anIPadSheetIsCenteredAtThePageSheetWidth() {
        let iPad = SheetContainer(
            size: CGSize(width: 1024, height: 1366), safeAreaInsets: SafeAreaInsets(top: 24, bottom: 20))
        var sheet = makeSheet(container: iPad)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        let layout = sheet.layout(isRegularWidth: true)
        #expect(layout.sheet.minX == 160 && layout.sheet.width == 704 && layout.sheet.maxY == 1366)
        #expect(layout.content.minX == 160 && layout.content.maxY == 1366 - 20)
    }
}
