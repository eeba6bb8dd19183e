import Foundation
import SheetCore
import SheetHostCore
import Testing

@Suite("Host: keyboard, container and measurement")
struct HostEnvironmentTests {
    static let size = CGSize(width: 390, height: 844)

    /// (keyboard, expected overlap of a 390 × 844 container)
    static let overlaps: [(HostKeyboard, CGFloat)] = [
        (.hidden, 0),
        (HostKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336)), 336),
        (HostKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336), isDocked: false), 0),  // floating
        (HostKeyboard(frame: CGRect(x: 0, y: 844, width: 390, height: 336)), 0),  // below the screen (hiding)
        (HostKeyboard(frame: CGRect(x: 0, y: 600, width: 390, height: 400)), 244),  // partly off screen
        (HostKeyboard(frame: CGRect(x: 500, y: 508, width: 390, height: 336)), 0),  // beside the container
        (HostKeyboard(frame: CGRect(x: 0, y: -100, width: 390, height: 2000)), 844),  // clamped
        (HostKeyboard(frame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)), 0),
    ]

    @Test("a keyboard's overlap of the container", arguments: overlaps.indices)
    func overlap(_ index: Int) {
        let (keyboard, expected) = Self.overlaps[index]
        #expect(keyboard.overlap(in: Self.size) == expected)
    }

    @Test("a keyboard under a large sheet pushes its bottom up without its top passing the safe area")
    func keyboardUnderLargeSheet() throws {
        let store = try HostTestStore(headerConfiguration(selected: .large))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let shown = store.send(.keyboard(HostKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336))))
        #expect(store.host.interaction.container.keyboardHeight == 336)
        // The container is not what changed: the sheet's top stays put, then springs.
        #expect(abs(shown.sheet.top - 57) < 0.5)
        store.advance(by: 1)
        let tops = store.frames.suffix(121).map(\.sheet.top)
        #expect(tops.allSatisfy { $0 >= 47 })
        #expect(abs(store.host.frame.sheet.bottom - 508) < 0.5)
        #expect(store.host.frame.contentInsets.bottom == 0)
    }

    @Test("a floating keyboard moves nothing")
    func floatingKeyboard() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let before = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let frame = store.send(
            .keyboard(HostKeyboard(frame: CGRect(x: 20, y: 400, width: 320, height: 250), isDocked: false)))
        #expect(frame.sheetRect == before.sheetRect && !frame.needsTicks)
    }

    @Test(
        "a fitting detent asks for a measurement at the sheet's width; stale and repeated answers are ignored"
    )
    func measurement() throws {
        let store = try HostTestStore(headerConfiguration(detents: [.fitting(), .large]))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        // Asked as soon as the container is known, before the sheet rises.
        let request = try #require(store.pendingContentMeasurement)
        #expect(request.width == 390)
        #expect(store.send(.present).effects.measureContent == nil)
        // An answer to an older request or at another width does nothing.
        store.send(.contentMeasured(height: 500, width: 390, request: request.request - 1))
        store.send(.contentMeasured(height: 500, width: 300, request: request.request))
        #expect(store.host.interaction.contentFittingHeight == 0)
        store.send(.contentMeasured(height: 200, width: 390, request: request.request))
        #expect(store.host.interaction.contentFittingHeight == 200)
        // The same answer again (a layout pass re-reporting) is ignored.
        store.send(.contentMeasured(height: 260, width: 390, request: request.request))
        #expect(store.host.interaction.contentFittingHeight == 200)
        let rest = store.advance(by: 1.5)
        // 200 of content + 68 of chrome + 34 of home indicator.
        #expect(abs(rest.sheetRect.height - 302) < 0.5)
        // Content changed: a new request; rotation to a new width: a new request.
        let invalidated = store.send(.contentInvalidated)
        #expect(invalidated.effects.measureContent?.request ?? 0 > request.request)
        var landscape = HostContainer(
            size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47))
        landscape.verticalSizeClass = .compact
        let rotated = store.send(.container(landscape))
        #expect(rotated.effects.measureContent?.width == 844)
        store.answerContentMeasurement(height: 200)
        store.receive([.willPresent, .didPresent])
    }

    @Test("no measurement is asked for when no detent depends on the content")
    func noMeasurement() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let present = store.send(.present)
        #expect(present.effects.measureContent == nil)
        #expect(store.send(.contentInvalidated).effects.measureContent == nil)
        store.receive(.willPresent)
    }

    @Test("a larger Dynamic Type size re-measures the header; its height counts in the chrome")
    func headerMeasurement() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        var larger = HostContainer.iPhone
        larger.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXL"
        let frame = store.send(.container(larger))
        let request = try! #require(frame.effects.measureHeader)
        store.send(.headerMeasured(height: 96, request: request.request))
        let rest = store.advance(by: 1)
        #expect(rest.headerRect.height == 96)
        #expect(abs(rest.contentRect.minY - (rest.sheetRect.minY + 16 + 96)) < 0.01)
        #expect(store.host.interaction.configuration.style.chromeHeight == 112)
    }

    @Test("a new Dynamic Type size re-measures content-fitting detents; the same size asks nothing")
    func contentMeasurementFollowsTextSize() throws {
        let store = try HostTestStore(headerConfiguration(detents: [.fitting(), .large]))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let first = try #require(store.pendingContentMeasurement)
        store.send(.contentMeasured(height: 200, width: 390, request: first.request))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(store.send(.container(.iPhone)).effects.measureContent == nil)
        var larger = HostContainer.iPhone
        larger.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXL"
        let frame = store.send(.container(larger))
        let request = try! #require(frame.effects.measureContent)
        #expect(request.request > first.request && request.width == 390)
        store.send(.contentMeasured(height: 320, width: 390, request: request.request))
        #expect(store.host.interaction.contentFittingHeight == 320)
        // The header is measured again at the new size too.
        store.answerHeaderMeasurement(height: 96)
    }

    @Test("the width follows UIKit's rules: full width on a phone, 704 pt centred in regular width")
    func widthRule() throws {
        let store = try HostTestStore(
            headerConfiguration(),
            container: HostContainer(size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular))
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.sheetRect.width == 704 && frame.sheetRect.minX == 160)
        var landscape = HostContainer(
            size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47))
        landscape.verticalSizeClass = .compact
        let rotated = store.send(.container(landscape))
        #expect(rotated.sheetRect.width == 844)
        // The content keeps clear of the notch side by side.
        #expect(rotated.contentInsets.left == 47 && rotated.contentInsets.right == 47)
        // The title's height, as a binding measures it once asked; the width rule doesn't read it.
        store.answerHeaderMeasurement(height: 56)
    }

    @Test("rects are snapped to the display's pixels")
    func pixelSnapping() throws {
        var container = HostContainer.iPhone
        container.displayScale = 2
        let store = try HostTestStore(headerConfiguration(), container: container)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect((frame.sheetRect.minY * 2).rounded() == frame.sheetRect.minY * 2)
        #expect(frame.sheetRect.minY == 433.5)
    }
}
