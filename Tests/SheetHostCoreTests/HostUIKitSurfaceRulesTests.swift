import Foundation
import SheetCore
import SheetHostCore
import Testing

/// Rules the UIKit binding maps without deciding: where a card stands in regular width, when the
/// status bar turns light over a receded presenter, and the width a header title is measured at.
@Suite("Host: rules behind the UIKit binding's surface")
struct HostUIKitSurfaceRulesTests {
    /// An iPhone Pro Max in landscape: regular width, compact height, the notch's inset on the sides.
    static let maxLandscape = HostContainer(
        size: CGSize(width: 932, height: 430), safeArea: HostInsets(left: 59, bottom: 21, right: 59),
        horizontalSizeClass: .regular, verticalSizeClass: .compact)

    /// (placement, margin, direction) → (x, width) of a 375 pt card on ``maxLandscape``.
    static let cards: [(HostSheetPlacement, CGFloat, HostLayoutDirection, CGFloat, CGFloat)] = [
        (.leading, 16, .leftToRight, 75, 375),
        (.leading, 0, .leftToRight, 59, 375),
        (.leading, 30, .leftToRight, 89, 375),
        (.trailing, 16, .leftToRight, 482, 375),
        (.leading, 16, .rightToLeft, 482, 375),
        (.leading, -8, .leftToRight, 59, 375),
        (.leading, .nan, .leftToRight, 59, 375),
        (.leading, .infinity, .leftToRight, 59, 375),
    ]

    @Test(
        "a card against a side needs regular width alone, at the app's margin (an iPhone Max in landscape)",
        arguments: cards.indices)
    func cardInRegularWidthCompactHeight(_ index: Int) throws {
        let (placement, margin, direction, x, width) = Self.cards[index]
        var container = Self.maxLandscape
        container.layoutDirection = direction
        let driver = try HostTestStore(
            headerConfiguration(selected: .medium), container: container,
            options: HostOptions(
                prefersEdgeAttachedInCompactHeight: true, regularWidthPlacement: placement, regularWidth: 375,
                regularWidthMargin: margin))
        driver.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = driver.presentAndSettle()
        driver.receive([.willPresent, .didPresent])
        #expect(frame.sheetRect.minX == x && frame.sheetRect.width == width, "\(frame.sheetRect)")
    }

    @Test("a centred sheet keeps UIKit's compact-height rule in regular width: full width, or edge-attached")
    func centredSheetInCompactHeight() throws {
        let full = try HostTestStore(
            headerConfiguration(selected: .medium), container: Self.maxLandscape)
        full.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(full.presentAndSettle().sheetRect.width == 932)
        full.receive([.willPresent, .didPresent])
        let attached = try HostTestStore(
            headerConfiguration(selected: .medium), container: Self.maxLandscape,
            options: HostOptions(prefersEdgeAttachedInCompactHeight: true))
        attached.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = attached.presentAndSettle()
        attached.receive([.willPresent, .didPresent])
        #expect(frame.sheetRect.width == SheetWidthRule.readableWidth && frame.sheetRect.midX == 466)
    }

    @Test("the margin moves an iPad's card and leaves a centred sheet alone")
    func marginOnIPad() throws {
        let iPad = HostContainer(
            size: CGSize(width: 1366, height: 1024), safeArea: HostInsets(top: 24, bottom: 20),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let card = try HostTestStore(
            headerConfiguration(selected: .large), container: iPad,
            options: HostOptions(regularWidthPlacement: .trailing, regularWidth: 400, regularWidthMargin: 24))
        card.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(abs(card.presentAndSettle().sheetRect.minX - (1366 - 24 - 400)) < 0.01)
        card.receive([.willPresent, .didPresent])
        let centred = try HostTestStore(
            headerConfiguration(selected: .large), container: iPad,
            options: HostOptions(regularWidthMargin: 40))
        centred.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(abs(centred.presentAndSettle().sheetRect.minX - (1366 - 704) / 2) < 0.01)
        centred.receive([.willPresent, .didPresent])
    }

    /// (recession progress) → light status bar
    static let statusBars: [(CGFloat, Bool)] = [
        (0, false), (0.25, false), (0.49, false), (0.5, true), (1, true),
    ]

    @Test("the status bar turns light from half the presenter's recession on", arguments: statusBars.indices)
    func statusBar(_ index: Int) throws {
        let (progress, light) = Self.statusBars[index]
        let presenter = PresentingViewRecession.recession(progress: progress, width: 390, top: 47)
        #expect(presenter.prefersLightStatusBar == light)
    }

    @Test("no light status bar without a recession, or with a NaN dim")
    func statusBarEdges() throws {
        #expect(!PresentingViewRecession.identity.prefersLightStatusBar)
        #expect(!PresentingViewRecession(scale: 0.9, dimAlpha: .nan).prefersLightStatusBar)
    }

    @Test("a page sheet at its largest detent makes the status bar light; at medium, or on an iPad, not")
    func statusBarFollowsTheDetent() throws {
        let driver = try HostTestStore(headerConfiguration(selected: .large))
        driver.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(driver.presentAndSettle().presenter.prefersLightStatusBar)
        driver.receive([.willPresent, .didPresent])
        driver.send(.select(.medium, animated: false))
        driver.receive(.selectedDetentChanged(.medium, cause: .app))
        #expect(!driver.advance(by: 0.5).presenter.prefersLightStatusBar)
        let iPad = try HostTestStore(
            headerConfiguration(selected: .large),
            container: HostContainer(
                size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
                verticalSizeClass: .regular))
        iPad.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(!iPad.presentAndSettle().presenter.prefersLightStatusBar)
        iPad.receive([.willPresent, .didPresent])
    }

    /// (container, options, the detent changes the move to the container reports) whose header
    /// measurement is checked.
    static let headerContainers: [(String, HostContainer, HostOptions, [HostTestEvent])] = [
        ("portrait", .iPhone, HostOptions(), []),
        // Edge-attached in compact height, medium is inactive: the sheet goes to large.
        (
            "landscape, notch", maxLandscape, HostOptions(prefersEdgeAttachedInCompactHeight: true),
            [.selectedDetentChanged(.large, cause: .system)]
        ),
        // Full screen keeps the selection.
        ("landscape, full width", maxLandscape, HostOptions(), []),
        (
            "iPad", HostContainer(size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular),
            HostOptions(), []
        ),
    ]

    @Test(
        "the frame asking for the header's height gives the title rect it will be drawn in",
        arguments: headerContainers.indices)
    func headerTitleWidth(_ index: Int) throws {
        let (name, container, options, changes) = Self.headerContainers[index]
        let driver = try HostTestStore(
            headerConfiguration(), container: .iPhone, options: options)
        driver.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        driver.presentAndSettle()
        driver.receive([.willPresent, .didPresent])
        var larger = container
        larger.contentSizeCategory = "UICTContentSizeCategoryAccessibilityXXXL"
        let frame = driver.send(.container(larger))
        let request = try! #require(frame.effects.measureHeader, "\(name)")
        // The binding measures the title at this width (`SheetHeaderView.measuredHeight(titleWidth:)`).
        let measuredAt = frame.titleRect.width
        #expect(measuredAt > 0 && measuredAt <= request.width - SheetHost.titleMargin, "\(name)")
        driver.send(.headerMeasured(height: 120, request: request.request))
        let drawn = driver.advance(by: 1)
        #expect(drawn.titleRect.width == measuredAt, "\(name): drawn \(drawn.titleRect.width)")
        #expect(drawn.headerRect.height == 120, "\(name)")
        driver.receive(changes)
    }
}

@Suite("Host: a tracked list that bounces at its top (a refresh control)")
struct HostScrollBounceAtTopTests {
    func driver(bounces: Bool, selected: Detent.Identifier) throws -> HostTestStore {
        var configuration = headerConfiguration(selected: selected)
        configuration.scrollViewBouncesAtTop = bounces
        let driver = try HostTestStore(configuration)
        driver.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        driver.send(.scroll(fillingList(viewport: 719)))
        driver.presentAndSettle()
        driver.receive([.willPresent, .didPresent])
        return driver
    }

    @Test("at the largest detent the list may bounce and a pull at its top leaves the sheet where it is")
    func pullAtTheTop() throws {
        for bounces in [true, false] {
            let driver = try driver(bounces: bounces, selected: .large)
            #expect(driver.host.frame.scroll.bouncesAtTop == bounces)
            driver.send(.pointerDown(CGPoint(x: 200, y: 400)))
            driver.answerDismissalGuard(allowsDismissal: true)
            var frame = driver.host.frame
            for step in 1...8 {
                frame = driver.send(
                    .pointerMoved(CGPoint(x: 200, y: 400 + CGFloat(step) * 15)), after: 1.0 / 60)
            }
            #expect(
                (abs(frame.sheetRect.minY - 57) < 0.5) == bounces, "bounces \(bounces): \(frame.sheetRect)")
            #expect((frame.scroll.pinnedOffset == nil) == bounces, "bounces \(bounces)")
            guard bounces else { continue }
            // A fast release (a refresh control's pull) is the list's, not a fling of the sheet.
            driver.send(.pointerUp(CGPoint(x: 200, y: 520), velocity: 2500))
            let rest = driver.advance(by: 2)
            #expect(driver.host.selectedDetentIdentifier == .large)
            #expect(abs(rest.sheetRect.minY - 57) < 0.5 && rest.sheet.state == .resting)
        }
    }

    @Test("below the largest detent the option changes nothing: no bounce, the pull moves the sheet")
    func belowTheLargestDetent() throws {
        let driver = try driver(bounces: true, selected: .medium)
        #expect(!driver.host.frame.scroll.bouncesAtTop)
    }
}

@Suite("Host: a receding sheet in a stack of sheets")
struct HostStackedPresenterTests {
    /// (progress) → the stacked sheet's offset
    static let rows: [(CGFloat, CGFloat)] = [(0, 0), (0.5, -5), (1, -10)]

    @Test(
        "a sheet behind a sheet keeps the recession's scale and dim, and rises instead of sinking",
        arguments: rows.indices)
    func stacked(_ index: Int) throws {
        let (progress, offset) = Self.rows[index]
        let page = PresentingViewRecession.recession(progress: progress, width: 390, top: 47)
        let stacked = page.stacked
        #expect(stacked.scale == page.scale && stacked.dimAlpha == page.dimAlpha)
        #expect(stacked.cornerRadius == page.cornerRadius)
        #expect(abs(stacked.offset - offset) < 0.0001, "\(stacked.offset)")
        // Its top edge, drawn by the binding's transform, moves by the offset.
        let height: CGFloat = 787
        let top =
            height / 2 - height / 2 * stacked.scale + stacked.translationAfterCentredScale(height: height)
        #expect(abs(top - offset) < 0.0001)
    }

    @Test("identity stays identity; a NaN dim rises not at all")
    func edges() throws {
        #expect(PresentingViewRecession.identity.stacked == .identity)
        #expect(PresentingViewRecession(scale: 0.9, dimAlpha: .nan).stacked.offset == 0)
    }
}
