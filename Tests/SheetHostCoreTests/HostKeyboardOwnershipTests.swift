import Foundation
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which keyboards a sheet rides: only its own window's first-responder chain, not one raised by a
/// controller presented over it; and the binding's other platform facts decided here.
@Suite("Host: whose keyboard it is")
struct HostKeyboardOwnershipTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)

    @Test(
        "the responder's facts decide",
        arguments: [
            // in window, in sheet, covered, rides
            (Bool?.none, false, false, true),
            (true, false, false, true),  // the map's search field beside a floating sheet
            (true, true, false, true),  // a field in the sheet
            (true, false, true, false),  // a modal presented over the sheet raised it
            (true, true, true, true),  // the sheet's own field keeps it, covered or not
            (false, false, false, false),  // another window's
            (false, true, true, false),
        ] as [(Bool?, Bool, Bool, Bool)])
    func rides(_ inWindow: Bool?, _ inSheet: Bool, _ covered: Bool, _ rides: Bool) {
        let responder = HostKeyboardResponder(
            isInSheetWindow: inWindow, isInSheet: inSheet, isSheetCovered: covered)
        #expect(responder.raisesSheet == rides)
        let keyboard = HostKeyboard(
            screenFrame: Self.keyboard, screenBounds: Self.screen, containerFrameInScreen: Self.screen,
            responder: responder)
        #expect(keyboard.frame == (rides ? Self.keyboard : .zero))
        #expect(keyboard.overlap(in: Self.screen.size) == (rides ? 336 : 0))
    }

    @Test(
        "a keyboard layout guide shows a keyboard only when taller than the bottom safe area",
        arguments: [
            (34.0, 34.0, false), (34.5, 34.0, false), (34.6, 34.0, true), (336, 34, true), (0, 0, false),
            (.nan, 0, false), (10, .nan, true), (10, -5, true),
        ] as [(Double, Double, Bool)])
    func guide(_ height: Double, _ bottom: Double, _ shows: Bool) {
        #expect(
            HostKeyboard.guideShowsKeyboard(guideHeight: CGFloat(height), bottomSafeArea: CGFloat(bottom))
                == shows)
    }

    @Test("an unspecified horizontal size class is compact: the full width")
    func unspecifiedHorizontalSizeClass() {
        let container = HostContainer(size: CGSize(width: 1024, height: 1366), horizontalSizeClass: nil)
        #expect(container.horizontalSizeClass == .compact)
        #expect(
            HostContainer(size: CGSize(width: 10, height: 10), horizontalSizeClass: .regular)
                .horizontalSizeClass == .regular)
    }
}
