import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The presenting view's recession, the sheet's place in regular width, the keyboard's
/// classification and the scroll directive's change bit.
@Suite("Host: presenter, placement, keyboard classification")
struct PresentingViewRecessionTests {
    // MARK: The presenting view

    /// (progress, width, top) → (scale, corner radius, offset, dim)
    static let recessions: [(CGFloat, CGFloat, CGFloat, PresentingViewRecession)] = [
        (0, 390, 47, .identity),
        (
            1, 390, 47,
            PresentingViewRecession(scale: 358.0 / 390.0, cornerRadius: 10, offset: 47, dimAlpha: 0.1)
        ),
        (
            0.5, 390, 47,
            PresentingViewRecession(scale: 1 - 16.0 / 390.0, cornerRadius: 5, offset: 23.5, dimAlpha: 0.05)
        ),
        (
            2, 390, 47,
            PresentingViewRecession(scale: 358.0 / 390.0, cornerRadius: 10, offset: 47, dimAlpha: 0.1)
        ),
        (-1, 390, 47, .identity),
        (.nan, 390, 47, .identity),
        (1, 20, 47, .identity),  // narrower than its insets
        (
            1, 430, .nan,
            PresentingViewRecession(scale: 398.0 / 430.0, cornerRadius: 10, offset: 0, dimAlpha: 0.1)
        ),
    ]

    @Test("the recession is linear in the sheet's progress and clamped", arguments: recessions.indices)
    func recession(index: Int) {
        let (progress, width, top, expected) = Self.recessions[index]
        let presenter = PresentingViewRecession.recession(progress: progress, width: width, top: top)
        #expect(abs(presenter.scale - expected.scale) < 1e-9)
        #expect(abs(presenter.cornerRadius - expected.cornerRadius) < 1e-9)
        #expect(abs(presenter.offset - expected.offset) < 1e-9)
        #expect(abs(presenter.dimAlpha - expected.dimAlpha) < 1e-9)
    }

    @Test("the presenter follows the sheet from medium to large frame by frame, identity at medium")
    func followsTheSheet() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let medium = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(medium.presenter == .identity)
        store.send(.select(.large, animated: true))
        store.receive(.selectedDetentChanged(.large, cause: .app))
        var last = medium
        for _ in 0..<180 {
            let frame = store.send(.tick(), after: 1.0 / 120)
            // 410.5 (medium) → 787 (large): progress = (height − 410.5) / 376.5.
            let progress = min(max((frame.sheetRect.height - 410.5) / 376.5, 0), 1)
            let expected = PresentingViewRecession.recession(progress: progress, width: 390, top: 47)
            #expect(abs(frame.presenter.scale - expected.scale) < 1e-9)
            if frame.presenter != last.presenter { #expect(frame.changes.contains(.presenter)) }
            last = frame
        }
        #expect(last.presenter == PresentingViewRecession.recession(progress: 1, width: 390, top: 47))
        #expect(last.presenter.offset == 47 && last.presenter.cornerRadius == 10)
        let away = store.send(.dismiss())
        #expect(away.presenter.scale < 1)
        #expect(store.advance(by: 1.5).presenter == .identity)
        store.receive([.willDismiss(cause: .app), .didDismiss(cause: .app)])
    }

    @Test("no recession in compact height, regular width, or when the largest detent is undimmed")
    func noRecession() throws {
        let landscape = HostContainer(
            size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47),
            verticalSizeClass: .compact)
        let iPad = HostContainer(
            size: CGSize(width: 1024, height: 1366), safeArea: HostInsets(top: 24, bottom: 20),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let cases: [(String, SheetConfiguration, HostContainer, HostOptions)] = [
            ("full screen", headerConfiguration(selected: .large), landscape, HostOptions()),
            (
                "edge-attached", headerConfiguration(selected: .large), landscape,
                HostOptions(prefersEdgeAttachedInCompactHeight: true)
            ),
            ("iPad", headerConfiguration(selected: .large), iPad, HostOptions()),
            ("undimmed", headerConfiguration(selected: .large, undimmed: .large), .iPhone, HostOptions()),
        ]
        for (name, configuration, container, options) in cases {
            let store = try HostTestStore(configuration, container: container, options: options)
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
            let frame = store.presentAndSettle()
            store.receive([.willPresent, .didPresent])
            #expect(frame.presenter == .identity, "\(name)")
        }
        let single = try HostTestStore(
            headerConfiguration(detents: [.large], selected: .large))
        single.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(single.presentAndSettle().presenter.scale < 1)
        single.receive([.willPresent, .didPresent])
    }

    // MARK: Regular width

    static let iPadLandscape = HostContainer(
        size: CGSize(width: 1366, height: 1024), safeArea: HostInsets(top: 24, left: 0, bottom: 20, right: 0),
        horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// (placement, width, direction, container width, safe left, safe right) → (x, width)
    static let placements:
        [(HostSheetPlacement, CGFloat, HostLayoutDirection, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (.center, 0, .leftToRight, 1366, 0, 0, 331, 704),
            (.center, 400, .leftToRight, 1366, 0, 0, 483, 400),
            (.center, 2000, .leftToRight, 1366, 0, 0, 0, 1366),
            (.leading, 400, .leftToRight, 1366, 0, 0, 16, 400),
            (.trailing, 400, .leftToRight, 1366, 0, 0, 950, 400),
            (.leading, 400, .rightToLeft, 1366, 0, 0, 950, 400),
            (.trailing, 400, .rightToLeft, 1366, 0, 0, 16, 400),
            (.leading, 400, .leftToRight, 1366, 30, 40, 46, 400),
            (.trailing, 400, .leftToRight, 1366, 30, 40, 910, 400),
            (.leading, 0, .leftToRight, 700, 0, 0, 16, 668),
            (.trailing, .nan, .leftToRight, 1366, 0, 0, 646, 704),
            (.leading, -5, .leftToRight, 1366, 0, 0, 16, 704),
        ]

    @Test(
        "in regular width the sheet is centred or against a side inside the safe area",
        arguments: placements.indices)
    func regularPlacement(index: Int) {
        let (placement, width, direction, containerWidth, left, right, x, expectedWidth) = Self.placements[
            index]
        let container = HostContainer(
            size: CGSize(width: containerWidth, height: 1024), safeArea: HostInsets(left: left, right: right),
            layoutDirection: direction, horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let result = SheetHost.regularPlacement(in: container, placement: placement, width: width)
        #expect(result.x == x && result.width == expectedWidth, "\(result)")
    }

    @Test("the options place a presented sheet; compact width ignores them")
    func placedSheet() throws {
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.iPadLandscape,
            options: HostOptions(regularWidthPlacement: .leading, regularWidth: 375))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.sheetRect.minX == 16 && frame.sheetRect.width == 375)
        #expect(frame.contentRect.width == 375)
        store.send(.options(HostOptions(regularWidthPlacement: .trailing, regularWidth: 375)))
        let moved = store.send(.tick(), after: 0.01).sheetRect
        #expect(moved.minX == 975 && moved.width == 375, "\(moved.minX.bitPattern) \(moved)")
        let phone = try HostTestStore(
            headerConfiguration(), options: HostOptions(regularWidthPlacement: .leading, regularWidth: 375))
        phone.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(phone.presentAndSettle().sheetRect.width == 390)
        phone.receive([.willPresent, .didPresent])
    }

    // MARK: The keyboard's classification

    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    /// (name, keyboard on screen, screen, container on screen, is local) → (frame, docked, overlap in the container)
    static let classifications: [(String, CGRect, CGRect, CGRect, Bool, CGRect, Bool, CGFloat)] = [
        (
            "docked", CGRect(x: 0, y: 508, width: 390, height: 336), phone, phone, true,
            CGRect(x: 0, y: 508, width: 390, height: 336), true, 336
        ),
        (
            "floating narrow", CGRect(x: 352, y: 800, width: 320, height: 260), iPad, iPad, true,
            CGRect(x: 352, y: 800, width: 320, height: 260), false, 0
        ),
        (
            "undocked above the bottom", CGRect(x: 0, y: 700, width: 1024, height: 300), iPad, iPad, true,
            CGRect(x: 0, y: 700, width: 1024, height: 300), false, 0
        ),
        (
            "hidden below the screen", CGRect(x: 0, y: 844, width: 390, height: 336), phone, phone, true,
            .zero, true, 0
        ),
        ("another app's", CGRect(x: 0, y: 508, width: 390, height: 336), phone, phone, false, .zero, true, 0),
        (
            "Slide Over", CGRect(x: 0, y: 968, width: 1024, height: 398), iPad,
            CGRect(x: 644, y: 20, width: 375, height: 1326), true,
            CGRect(x: -644, y: 948, width: 1024, height: 398), true, 378
        ),
        (
            "not finite", CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), phone, phone, true, .zero,
            true, 0
        ),
    ]

    @Test("the keyboard is classified from the screen's coordinates", arguments: classifications.indices)
    func classification(index: Int) {
        let (name, screenFrame, screen, container, isLocal, frame, docked, overlap) = Self.classifications[
            index]
        let keyboard = HostKeyboard(
            screenFrame: screenFrame, screenBounds: screen, containerFrameInScreen: container,
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: isLocal)
        #expect(keyboard.frame == frame, "\(name)")
        #expect(keyboard.isDocked == docked, "\(name)")
        #expect(keyboard.overlap(in: container.size) == overlap, "\(name)")
        #expect(keyboard.animationDuration == 0.25 && keyboard.animationCurve == .keyboard)
    }

    @Test("the system's duration is clamped: never negative, NaN or longer than 2 s")
    func durations() {
        for (given, expected) in [(-1.0, 0.0), (.nan, 0), (.infinity, 0), (5, 2), (0.35, 0.35)] {
            let keyboard = HostKeyboard(
                screenFrame: CGRect(x: 0, y: 508, width: 390, height: 336), screenBounds: Self.phone,
                containerFrameInScreen: Self.phone, animationDuration: given)
            #expect(keyboard.animationDuration == expected)
        }
    }

    // MARK: The scroll directive's change bit

    @Test("the scroll bit is set when the directive changes or the list drifts off its pin, never otherwise")
    func scrollChangeBit() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(fillingList()))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let resting = store.send(.tick(), after: 0.01)
        #expect(!resting.changes.contains(.scroll))
        store.send(.pointerDown(CGPoint(x: 200, y: 700)))
        store.answerDismissalGuard(allowsDismissal: true)
        let first = store.send(.pointerMoved(CGPoint(x: 200, y: 650)), after: 0.016)
        #expect(first.scroll.pinnedOffset == 0 && first.changes.contains(.scroll))
        // Pinned and unchanged: nothing to do.
        let next = store.send(.pointerMoved(CGPoint(x: 200, y: 620)), after: 0.016)
        #expect(next.scroll.pinnedOffset == 0 && !next.changes.contains(.scroll))
        // The list's own pan moved it: the binding must pin it again.
        let drift = store.send(.scroll(fillingList(offset: 6)), after: 0.001)
        #expect(drift.scroll.pinnedOffset == 0 && drift.changes.contains(.scroll))
        let repinned = store.send(.scroll(fillingList(offset: 0)), after: 0.001)
        #expect(!repinned.changes.contains(.scroll))
        let tick = store.send(.tick(), after: 0.016)
        #expect(!tick.changes.contains(.scroll))
    }

    // MARK: A list that goes away

    @Test("after scroll(nil) touches on the old list move the sheet and nothing is pinned, until a new list")
    func vanishedList() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(fillingList()))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.scroll(nil))
        let down = store.send(.pointerDown(CGPoint(x: 200, y: 700)))
        #expect(down.target == .sheet)
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: 200, y: 600)), after: 0.05)
        #expect(moved.scroll.pinnedOffset == nil && moved.sheet.state == .dragging)
        #expect(abs(moved.sheetRect.minY - (433.5 - 100)) < 1)
        store.send(.pointerUp(CGPoint(x: 200, y: 600), velocity: 0))
        store.advance(by: 1.5)
        store.send(.scroll(fillingList()))
        #expect(store.send(.pointerDown(CGPoint(x: 200, y: 700))).target == .content)
        store.answerDismissalGuard(allowsDismissal: true)
    }
}

@Suite("Host: which view recedes")
struct RecedingTargetTests {
    @Test("a presenter inside a sheet recedes that sheet, stacked; any other its own view")
    func target() {
        #expect(PresentingViewRecession.target(presenterIsInSheet: true) == .presentingSheet)
        #expect(PresentingViewRecession.target(presenterIsInSheet: false) == .presentingView)
        let full = PresentingViewRecession.recession(progress: 1, width: 390, top: 47)
        #expect(full.applied(to: .presentingSheet) == full.stacked)
        #expect(full.applied(to: .presentingView) == full)
        #expect(full.applied(to: .presentingSheet).offset == -PresentingViewRecession.stackedSheetLift)
        #expect(PresentingViewRecession.identity.applied(to: .presentingSheet) == .identity)
    }
}
