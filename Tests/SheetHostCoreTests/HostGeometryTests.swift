import Foundation
import SheetCore
import SheetHostCore
import Testing

/// Where the chrome stands and how tall the sheet is, as UISheetPresentationController places them.
@Suite("Host: chrome and compact height")
struct HostGeometryTests {
    /// An iPhone in landscape: 844 × 390, the notch's inset on both sides, the home indicator's below.
    static func landscape(_ direction: HostLayoutDirection = .leftToRight) -> HostContainer {
        HostContainer(
            size: CGSize(width: 844, height: 390),
            safeArea: HostInsets(top: 0, left: 47, bottom: 21, right: 47),
            layoutDirection: direction, verticalSizeClass: .compact)
    }

    // MARK: The close button and the title

    /// (container, edge-attached, expected close button centre x, expected title rect)
    static let chromeTable: [(String, HostContainer, Bool, CGFloat, CGRect)] = [
        // Portrait: 16 + 15 from the trailing edge; the title from 16 to the close button's 60 pt room.
        (
            "portrait", .iPhone, false, 390 - 31,
            CGRect(x: 16, y: 57 + 16 + 14, width: 390 - 16 - 60, height: 24)
        ),
        (
            "portrait RTL",
            HostContainer(
                size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: 47, bottom: 34),
                layoutDirection: .rightToLeft),
            false, 31, CGRect(x: 60, y: 57 + 16 + 14, width: 390 - 16 - 60, height: 24)
        ),
        // Landscape, full screen: the notch's 47 pt is added on the trailing side (and leading for the title).
        (
            "landscape", landscape(), false, 844 - 47 - 31,
            CGRect(x: 47 + 16, y: 14, width: 844 - 94 - 76, height: 24)
        ),
        (
            "landscape RTL", landscape(.rightToLeft), false, 47 + 31,
            CGRect(x: 47 + 60, y: 14, width: 844 - 94 - 76, height: 24)
        ),
        // Edge-attached: 540 pt centred (x 152), clear of the notch: the sheet's own margins only.
        (
            "landscape edge-attached", landscape(), true, 152 + 540 - 31,
            CGRect(x: 152 + 16, y: 10 + 16 + 14, width: 540 - 76, height: 24)
        ),
    ]

    @Test(
        "the close button and the title stand inside the safe area, mirrored in RTL",
        arguments: chromeTable.indices)
    func chromePlaces(index: Int) throws {
        let (name, container, edgeAttached, centerX, title) = Self.chromeTable[index]
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: container,
            options: HostOptions(prefersEdgeAttachedInCompactHeight: edgeAttached))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.closeButtonRect.midX == centerX, "\(name): close button at \(frame.closeButtonRect)")
        #expect(frame.closeButtonRect.width == 44 && frame.closeButtonRect.midY == frame.headerRect.midY)
        #expect(frame.titleRect == title, "\(name): title at \(frame.titleRect)")
        #expect(store.host.hitTarget(at: CGPoint(x: centerX, y: frame.closeButtonRect.midY)) == .closeButton)
    }

    @Test("a header without a close button gives the title the trailing margin; no header, no title")
    func titleWithoutCloseButton() throws {
        var configuration = headerConfiguration(selected: .large)
        configuration.style.header?.showsCloseButton = false
        let store = try HostTestStore(configuration)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.titleRect == CGRect(x: 16, y: 57 + 16 + 14, width: 390 - 32, height: 24))
        #expect(frame.closeButtonRect == .zero)
        let plain = try HostTestStore(SheetConfiguration(detents: [.medium]))
        #expect(plain.presentAndSettle().titleRect == .zero)
        plain.receive([.willPresent, .didPresent])
    }

    // MARK: Compact height

    @Test(
        "compact height is full screen unless edge-attached: y 0, the container's height, whatever the detent"
    )
    func fullScreenInCompactHeight() throws {
        for selected in [Detent.Identifier.medium, .large] {
            let store = try HostTestStore(
                headerConfiguration(selected: selected), container: Self.landscape())
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
            let frame = store.presentAndSettle()
            store.receive([.willPresent, .didPresent])
            #expect(frame.sheetRect == CGRect(x: 0, y: 0, width: 844, height: 390), "\(selected)")
            #expect(frame.sheet.state == .resting)
            // The selection is kept by identifier: back in portrait it is the same detent.
            let portrait = store.send(.container(.iPhone))
            #expect(portrait.sheet.restingDetentIdentifier == selected)
            let settled = store.advance(by: 1.5)
            #expect(settled.sheetRect.minY == (selected == .large ? 57 : 433.5))
        }
        let attached = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.landscape(),
            options: HostOptions(prefersEdgeAttachedInCompactHeight: true))
        attached.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = attached.presentAndSettle()
        attached.receive([.willPresent, .didPresent])
        #expect(frame.sheetRect == CGRect(x: 152, y: 10, width: 540, height: 380))
    }

    @Test("a full-screen sheet still goes down with a drag, and never above the screen")
    func fullScreenDrag() throws {
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.landscape())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let up = store.drag(from: CGPoint(x: 400, y: 30), by: -80, velocity: 0)
        #expect(up.sheetRect.minY >= 0)
        store.answerDismissalGuard(allowsDismissal: true)
        store.advance(by: 1.5)
        store.drag(from: CGPoint(x: 400, y: 30), by: 300, velocity: 1500)
        let end = store.advance(by: 1.5)
        #expect(end.phase == .dismissed)
        store.receive([.willDismiss(cause: .user), .didDismiss(cause: .user)])
    }

    @Test("switching edge attachment while presented moves the sheet between full screen and 10 pt below")
    func edgeAttachmentChange() throws {
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.landscape())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.options(HostOptions(prefersEdgeAttachedInCompactHeight: true)))
        #expect(store.advance(by: 1.5).sheetRect == CGRect(x: 152, y: 10, width: 540, height: 380))
        store.send(.options(HostOptions()))
        #expect(store.advance(by: 1.5).sheetRect == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test(
        "no grabber in full screen: its rect is .zero and VoiceOver has none to name; edge-attached it is back"
    )
    func noGrabberInFullScreen() throws {
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.landscape())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.grabberRect == .zero)
        #expect(frame.headerRect.minY == 0 && frame.contentRect.minY == 52)
        #expect(frame.accessibility.grabberLabel == "" && frame.accessibility.grabberValue == "")
        #expect(store.host.hitTarget(at: CGPoint(x: 422, y: 2)) == .header)
        let attached = try HostTestStore(
            headerConfiguration(selected: .large), container: Self.landscape(),
            options: HostOptions(prefersEdgeAttachedInCompactHeight: true))
        attached.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let edge = attached.presentAndSettle()
        attached.receive([.willPresent, .didPresent])
        #expect(edge.grabberRect.height == 44 && edge.grabberRect.minY >= 0)
        #expect(edge.accessibility.grabberLabel == "Sheet grabber")
    }

    // MARK: Content-fitting detents

    static func chromeless(selected: Detent.Identifier?) -> SheetConfiguration {
        SheetConfiguration(
            detents: [.fitting(identifier: "fit"), .large], selectedDetentIdentifier: selected)
    }

    @Test(
        "a fitting detent on a sheet without chrome rests at the content's height, selected or not",
        arguments: [nil, Detent.Identifier("fit")], [false, true])
    func fittingWithoutChrome(selected: Detent.Identifier?, measuresFirst: Bool) throws {
        let store = try HostTestStore(Self.chromeless(selected: selected))
        var request = store.frames.last?.effects.measureContent
        if !measuresFirst {
            let present = store.send(.present)
            request = present.effects.measureContent ?? request
        }
        let measure = try! #require(request)
        store.send(.contentMeasured(height: 200, width: measure.width, request: measure.request))
        if measuresFirst { store.send(.present) }
        let frame = store.advance(by: 1.5)
        #expect(frame.sheet.restingDetentIdentifier == "fit")
        #expect(frame.sheetRect.height == 234 && frame.sheetRect.minY == 610)
        store.receive([.willPresent, .didPresent])
    }
}
