import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// A host presented in `container`, with every frame it returned.
private struct Script {
    var host: SheetHost
    var time = 0.0
    var frames: [HostFrame] = []

    init(
        _ configuration: SheetConfiguration = BottomSheetOptions().configuration(
            kind: .modal, detents: [.medium, .large], selection: nil, largestDetent: .large),
        container: HostContainer = .iPhone
    ) throws {
        host = try SheetHost(configuration: configuration)
        frames.append(host.handle(.container(container), at: 0))
    }

    mutating func send(_ event: HostEvent) -> HostFrame {
        let frame = host.handle(event, at: time)
        frames.append(frame)
        return frame
    }

    /// Ticks at 60 Hz until the host asks for no more (at most 5 s).
    mutating func settle() -> [HostFrame] {
        var settled: [HostFrame] = []
        repeat {
            time += 1.0 / 60
            settled.append(send(.tick()))
        } while settled.last!.needsTicks && time < 10
        return settled
    }

    var viewState: SheetViewState { SheetViewState(frame: frames.last!, host: host) }
}

@Suite struct SheetViewStateTests {
    @Test func aDismissedSheetIsHidden() throws {
        var script = try Script()
        let state = SheetViewState(frame: script.send(.tick()), host: script.host)
        #expect(state.isHidden)
        #expect(state == .hidden || state.grabberLabel == "Sheet grabber")
    }

    @Test func ticksAtRestChangeNothingThatIsDrawn() throws {
        var script = try Script()
        _ = script.send(.present)
        _ = script.settle()
        let rest = script.viewState
        #expect(!rest.isHidden)
        for _ in 0..<10 {
            script.time += 1.0 / 60
            let frame = script.send(.tick())
            #expect(SheetViewState(frame: frame, host: script.host) == rest)
        }
    }

    /// While a finger moves the sheet, only its offset (and dim) change: the layout height stays, so
    /// the content is not laid out again every frame.
    @Test func aDragMovesTheSheetByOffsetWithoutRelayout() throws {
        var script = try Script()
        _ = script.send(.present)
        _ = script.settle()
        let rest = script.viewState
        let start = CGPoint(x: 195, y: rest.offset.y + 100)
        _ = script.send(.pointerDown(start))
        var offsets: [CGFloat] = []
        for step in 1...20 {
            script.time += 1.0 / 60
            let frame = script.send(.pointerMoved(CGPoint(x: 195, y: start.y - CGFloat(step) * 6)))
            let state = SheetViewState(frame: frame, host: script.host)
            #expect(state.layoutHeight == rest.layoutHeight)
            // Only the motion changes: the content's views are not updated per frame.
            #expect(state.layout == rest.layout)
            offsets.append(state.offset.y)
        }
        #expect(offsets.last! < rest.offset.y - 60)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 }, "\(offsets)")
        // The release heads for `.large`: the layout height changes once, to its height.
        script.time += 1.0 / 60
        let release = script.send(.pointerUp(CGPoint(x: 195, y: start.y - 126), velocity: -1500))
        let heading = SheetViewState(frame: release, host: script.host)
        #expect(release.sheet.selectedDetentIdentifier == .large)
        let large = try #require(script.host.interaction.resolution.detent(.large))
        #expect(heading.layoutHeight == large.frameHeight)
        let settling = script.settle().map { SheetViewState(frame: $0, host: script.host) }
        #expect(Set(settling.map(\.layoutHeight)) == [large.frameHeight])
        // The spring changes the motion every frame and the layout never.
        #expect(settling.allSatisfy { $0.layout == settling[0].layout })
        #expect(Set(settling.map(\.motion.offset.y)).count > 5)
    }

    @Test func theContentGetsTheHomeIndicatorInsetAndTheGrabberAFullTouchTarget() throws {
        var script = try Script()
        _ = script.send(.present)
        _ = script.settle()
        let state = script.viewState
        #expect(state.contentInsets.bottom == 34)
        #expect(state.grabberRect.height >= 44)
        #expect(state.grabberRect.width >= 44)
        #expect(state.chromeHeight == SheetStyle.grabberAreaHeight)
        // The grabber speaks the detent's name, not its identifier.
        #expect(state.grabberValue == "Half height")
        #expect(state.grabberLabel == "Sheet grabber")
    }

    /// On an iPad (regular width) the sheet is a centred column, by the host's width rule.
    @Test func theIPadWidthRuleComesFromTheHost() throws {
        let iPad = HostContainer(
            size: CGSize(width: 1024, height: 1366), safeArea: HostInsets(top: 24, bottom: 20),
            horizontalSizeClass: .regular, displayScale: 2)
        var script = try Script(container: iPad)
        _ = script.send(.present)
        _ = script.settle()
        let state = script.viewState
        #expect(state.width < 1024)
        #expect(state.width > 0)
        #expect(abs(state.offset.x + state.width / 2 - 512) <= 0.5)
    }
}

@Suite struct SheetDragEventsTests {
    private func describe(_ events: [HostEvent]) -> [String] { events.map { "\($0)" } }

    @Test func aDragSendsDownMovesAndUpWithTheHostsVelocity() {
        var drag = SheetDragEvents()
        let start = CGPoint(x: 10, y: 500)
        #expect(
            describe(drag.changed(location: CGPoint(x: 10, y: 490), startLocation: start))
                == describe([.pointerDown(start), .pointerMoved(CGPoint(x: 10, y: 490))]))
        #expect(
            describe(drag.changed(location: CGPoint(x: 10, y: 480), startLocation: start))
                == describe([.pointerMoved(CGPoint(x: 10, y: 480))]))
        #expect(
            describe(drag.ended(location: CGPoint(x: 10, y: 470)))
                == describe([.pointerUp(CGPoint(x: 10, y: 470), velocity: nil)]))
        #expect(drag.reset().isEmpty)
        #expect(!drag.isTracking)
    }

    @Test func aResetWithoutEndIsACancel() {
        var drag = SheetDragEvents()
        _ = drag.changed(location: CGPoint(x: 0, y: 10), startLocation: .zero)
        #expect(describe(drag.reset()) == describe([.pointerCancelled]))
        #expect(drag.reset().isEmpty)
        #expect(drag.ended(location: .zero).isEmpty)
        // The next gesture starts afresh with a down.
        #expect(drag.changed(location: CGPoint(x: 0, y: 5), startLocation: .zero).count == 2)
    }

    /// A cancelled drag reaches the host as a cancel in the same step: the sheet settles at once
    /// instead of staying held.
    @Test func aCancelledDragSettlesTheSheetInTheSameFrame() throws {
        var host = try SheetHost(configuration: SheetConfiguration())
        host.handle(.container(.iPhone), at: 0)
        host.handle(.present, at: 0)
        var time = 0.0
        while host.frame.needsTicks, time < 5 {
            time += 1.0 / 60
            host.handle(.tick(), at: time)
        }
        let top = host.frame.sheetRect.minY
        var drag = SheetDragEvents()
        for event in drag.changed(
            location: CGPoint(x: 195, y: top + 200), startLocation: CGPoint(x: 195, y: top + 40))
        {
            host.handle(event, at: time)
        }
        #expect(host.interaction.state == .dragging)
        var frame: HostFrame?
        for event in drag.reset() { frame = host.handle(event, at: time + 0.01) }
        #expect(host.interaction.state != .dragging)
        #expect(frame?.phase == .presented)
    }
}

@Suite struct SheetChromeRulesTests {
    @Test func theCapsuleStaysCentredInTheGrabberStrip() throws {
        var state = SheetViewState.hidden
        // The host's touch area starts 14 points above the sheet's top: the capsule is 5.5 below it.
        state.grabberRect = CGRect(x: 0, y: -14, width: 390, height: 44)
        #expect(state.grabberCapsuleTop == 8 + 14 - 2.5)
        state.grabberRect = CGRect(x: 0, y: 20, width: 390, height: 44)
        #expect(state.grabberCapsuleTop == 0)
    }

    @Test(arguments: [
        (CGFloat(10), CGFloat(390), CGFloat(300), CGFloat(10)),
        (-4, 390, 300, 0),
        (.nan, 390, 300, 0),
        (500, 390, 300, 195),
        (50, 390, 20, 20),
        (.infinity, 390, 300, 195),
    ])
    func topCornerRadius(radius: CGFloat, width: CGFloat, height: CGFloat, expected: CGFloat) {
        #expect(SheetViewState.topCornerRadius(radius, width: width, height: height) == expected)
    }
}

@Suite struct SheetViewRecessionTests {
    /// A floating sheet whose content turns background interaction off dims and, at its largest
    /// detent, the view behind recedes: that is motion, drawn per frame; the layout never carries it.
    @Test func theRecessionIsMotionAndTheGrabberFollowsTheHost() throws {
        var options = BottomSheetOptions()
        options.backgroundInteraction = .disabled
        var host = SheetHost(repairing: SheetConfiguration())
        _ = host.handle(.container(.iPhone), at: 0)
        let request = SheetRequest(
            kind: .floating, detents: [.medium, .large], selection: .large, options: options)
        _ = host.apply(request, replacing: nil, at: 0)
        _ = host.handle(.present, at: 0)
        var frame = host.handle(.tick(), at: 0)
        var time = 0.0
        while frame.needsTicks, time < 5 {
            time += 1.0 / 60
            frame = host.handle(.tick(), at: time)
        }
        let state = SheetViewState(frame: frame, host: host)
        #expect(state.motion.presenter == frame.presenter)
        #expect(state.motion.presenter.scale < 1)
        #expect(state.layout.presenter == .identity)
        #expect(state.showsGrabber == !frame.grabberRect.isEmpty)
        #expect(state.showsGrabber)
        #expect(!SheetViewState.hidden.showsGrabber)
    }
}
