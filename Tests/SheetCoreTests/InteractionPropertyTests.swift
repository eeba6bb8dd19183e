import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

@Suite("Interaction properties over random scripts")
struct InteractionPropertyTests {
    static let awkwardNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0]

    func randomNumber(_ rng: inout SplitMix64, _ range: ClosedRange<Double>) -> CGFloat {
        rng.int(0...30) == 0
            ? Self.awkwardNumbers[rng.int(0...(Self.awkwardNumbers.count - 1))] : rng.double(range)
    }

    func randomInput(_ rng: inout SplitMix64, detents: [Detent], dragging: inout Bool) -> SheetInput {
        if dragging, rng.int(0...2) > 0 {
            switch rng.int(0...9) {
            case 0: dragging = false; return .dragEnded(velocity: randomNumber(&rng, -5000...5000))
            case 1: dragging = false; return .dragCancelled
            case 2:
                return .dragChanged(
                    translation: randomNumber(&rng, -900...900), horizontalTranslation: rng.double(-40...40))
            default: return .dragChanged(translation: randomNumber(&rng, -900...900))
            }
        }
        switch rng.int(0...14) {
        case 0, 1: return .present
        case 2, 3: dragging = true; return .dragBegan(location: rng.bool() ? .content : .chrome)
        case 4: return .dragChanged(translation: randomNumber(&rng, -300...300))  // without a began
        case 5: return .dragEnded(velocity: randomNumber(&rng, -3000...3000))  // maybe ended twice
        case 6: return .select(detents[rng.int(0...(detents.count - 1))].identifier, animated: rng.bool())
        case 7: return .containerChanged(randomContainer(&rng))
        case 8: return .keyboardChanged(height: rng.bool() ? 0 : randomNumber(&rng, 0...400))
        case 9: return .scrollContentChanged(contentHeight: rng.double(0...3000), offset: rng.double(0...200))
        case 10: return .tapDimmed
        case 11: return .closeButton
        case 12: return rng.int(0...3) == 0 ? .dismiss : .tick
        case 13: return .contentFittingHeightChanged(randomNumber(&rng, 0...900))
        default: return .tick
        }
    }

    func check(_ frame: SheetFrame, in sheet: SheetInteraction) {
        let values = [
            frame.height, frame.top, frame.bottom, frame.dimAlpha, frame.contentOffset, frame.cornerRadius,
        ]
        #expect(values.allSatisfy { $0.isFinite }, "non-finite frame \(frame)")
        #expect(
            frame.height >= 0 && frame.top >= -1e-9 && frame.top <= frame.bottom + 1e-9, "outside: \(frame)")
        #expect(frame.bottom <= sheet.container.size.height + 1e-9)
        #expect(frame.dimAlpha >= 0 && frame.dimAlpha <= sheet.configuration.dimming.maximumAlpha)
        #expect(sheet.invariantViolations == [])
    }

    @Test(arguments: 0..<300)
    func randomScriptsStayFiniteInsideAndEndAtRest(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919)
        let detents = randomDetents(&rng)
        var configuration = SheetConfiguration(
            detents: detents, largestUndimmedDetentIdentifier: rng.bool() ? detents[0].identifier : nil,
            usesBottomSafeArea: rng.bool(), prefersScrollingExpandsWhenScrolledToEdge: rng.bool(),
            isModalInPresentation: rng.int(0...3) == 0, isDismissible: rng.int(0...5) != 0)
        configuration.behavior.reducesMotion = rng.int(0...5) == 0
        configuration.behavior.spring = SheetSpring(
            response: rng.double(0.1...0.8), dampingFraction: rng.double(0.2...2.5))
        var sheet = try SheetInteraction(configuration: configuration, container: randomContainer(&rng))
        var time = 0.0
        var dragging = false
        var previous = sheet.frame
        for _ in 0..<rng.int(5...60) {
            // Mostly forward in time; sometimes backwards, which must count as "no time passed".
            time += rng.int(0...12) == 0 ? -rng.double(0...0.5) : rng.double(0...0.2)
            let input = randomInput(&rng, detents: detents, dragging: &dragging)
            let wasDragging = sheet.state == .dragging
            let frame = sheet.handle(input, at: time)
            check(frame, in: sheet)
            #expect(frame.time >= previous.time)
            if wasDragging, case .dragEnded = input {
                // No jump at release: the spring starts where the finger left the sheet.
                #expect(abs(frame.height - previous.height) <= configuration.behavior.settleDistance + 1e-9)
            }
            previous = frame
            for step in 1...3 {
                let ticked = sheet.tick(frame.time + Double(step) / 120)
                check(ticked, in: sheet)
            }
            previous = sheet.frame
            time = max(time, previous.time)
        }
        if sheet.state == .dragging { sheet.handle(.dragEnded(velocity: rng.double(-3000...3000)), at: time) }
        let settled = sheet.tick(time + configuration.behavior.maximumAnimationDuration + 0.01)
        check(settled, in: sheet)
        #expect(settled.state == .resting || settled.state == .dismissed, "stuck in \(settled.state)")
        if settled.state == .resting {
            let identifier = try #require(settled.restingDetentIdentifier)
            let detent = try #require(sheet.resolution.detent(identifier))
            #expect(settled.height == detent.frameHeight)
        } else {
            #expect(settled.height == 0)
        }
    }

    @Test(arguments: 0..<100)
    func theSelectedIdentifierSurvivesContainerChanges(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 424_242)
        let detents: [Detent] = [
            .height(100, identifier: "peek"), .medium, .large, .fraction(0.7, identifier: "tall"),
        ]
        let chosen = detents[rng.int(0...3)].identifier
        var sheet = try SheetInteraction(
            configuration: SheetConfiguration(detents: detents, selectedDetentIdentifier: chosen),
            container: iPhone)
        sheet.handle(.present, at: 0)
        var time = 1.0
        for _ in 0..<20 {
            var container = randomContainer(&rng)
            container.isCompactHeight = false  // every detent stays active
            sheet.handle(
                rng.bool() ? .containerChanged(container) : .keyboardChanged(height: rng.double(0...300)),
                at: time)
            time += rng.double(0...0.3)
            #expect(sheet.restingDetentIdentifier == chosen)
        }
        sheet.tick(time + 6)
        #expect(sheet.state == .resting)
        #expect(sheet.height == sheet.resolution.detent(chosen)?.frameHeight)
    }
}

@Suite("Robustness")
struct RobustnessTests {
    func presented(_ configuration: SheetConfiguration = SheetConfiguration()) -> SheetInteraction {
        var sheet = makeSheet(configuration)
        sheet.handle(.present, at: 0)
        sheet.tick(2)
        return sheet
    }

    @Test func nanAndInfiniteVelocitiesAreClamped() {
        var sheet = presented()
        sheet.handle(.dragBegan(), at: 2)
        sheet.handle(.dragChanged(translation: .nan), at: 2.1)
        #expect(sheet.height == 410.5)
        let frame = sheet.handle(.dragEnded(velocity: -.infinity), at: 2.2)
        #expect(frame.height.isFinite && sheet.velocity == 20_000)
        sheet.tick(10)
        #expect(sheet.state == .resting && sheet.restingDetentIdentifier == .large)
        var nanSheet = presented()
        nanSheet.handle(.dragBegan(), at: 2)
        nanSheet.handle(.dragEnded(velocity: .nan), at: 2.1)
        #expect(nanSheet.state == .resting && nanSheet.height == 410.5)
    }

    @Test func timeGoingBackwardsCountsAsNoTimePassing() {
        var sheet = makeSheet()
        sheet.handle(.present, at: 1)
        let later = sheet.tick(1.1)
        let earlier = sheet.tick(0.5)
        #expect(earlier.time == 1.1 && earlier.height == later.height)
        #expect(sheet.tick(.nan).time == 1.1)
    }

    @Test func changesWithoutABeganAndEndedTwiceAreHandled() {
        var sheet = presented()
        var frame = sheet.handle(.dragChanged(translation: 50), at: 2.1)
        #expect(frame.state == .dragging && frame.height == 410.5)  // began here: no jump
        frame = sheet.handle(.dragChanged(translation: 0), at: 2.2)
        #expect(frame.height == 460.5)
        sheet.handle(.dragEnded(velocity: 0), at: 2.3)
        let second = sheet.handle(.dragEnded(velocity: -5000), at: 2.31)
        #expect(second.state == .settling)
        sheet.tick(4)
        #expect(sheet.restingDetentIdentifier == .medium)
    }

    @Test func aSelectedDetentThatBecomesInactiveGivesWayToTheNearest() {
        let wide = Detent.custom(identifier: "wide") { $0.container.size.width > 500 ? 600 : nil }
        var sheet = presented(
            SheetConfiguration(detents: [.medium, wide, .large], selectedDetentIdentifier: "wide"))
        #expect(sheet.restingDetentIdentifier == .medium)  // inactive at 390 wide: nearest when presented
        let iPad = SheetContainer(
            size: CGSize(width: 820, height: 1180), safeAreaInsets: SafeAreaInsets(top: 24, bottom: 20))
        sheet.handle(.containerChanged(iPad), at: 3)
        sheet.handle(.select("wide"), at: 3)
        sheet.tick(5)
        #expect(sheet.restingDetentIdentifier == "wide" && sheet.height == 620)
        let frame = sheet.handle(.containerChanged(iPhone), at: 6)
        #expect(frame.events.selectedDetentChanged == .large)  // 620 is nearer large (787) than medium
        sheet.tick(8)
        #expect(sheet.height == 787)
    }

    @Test func aContainerShrinkingBelowTheSmallestDetentClampsEverything() {
        var sheet = presented(SheetConfiguration(detents: [.height(300, identifier: "card")]))
        let tiny = SheetContainer(
            size: CGSize(width: 390, height: 200), safeAreaInsets: SafeAreaInsets(top: 20, bottom: 20))
        sheet.handle(.containerChanged(tiny), at: 3)
        sheet.tick(6)
        #expect(sheet.state == .resting)
        // 200 − 20 − 10 − 20 leaves a 150 pt maximum: the card clamps to it, plus the 20 pt inset.
        #expect(sheet.height == 170)
        #expect(sheet.frame.top == 30)
        let zero = SheetContainer(size: .zero)
        sheet.handle(.containerChanged(zero), at: 7)
        sheet.tick(9)
        #expect(sheet.height == 0 && sheet.frame.top == 0 && sheet.state == .resting)
    }

    @Test func aDetentRemovedWhileSelectedGivesWayToTheNearest() {
        var sheet = presented(
            SheetConfiguration(selectedDetentIdentifier: .large, largestUndimmedDetentIdentifier: .large))
        var frame = sheet.handle(
            .detentsChanged([.height(120, identifier: "peek"), .fraction(0.7, identifier: "tall")]), at: 3)
        #expect(frame.events.selectedDetentChanged == "tall")
        // As UIKit: a new list moves a resting sheet at once (only `animateChanges` springs).
        #expect(frame.state == .resting && isClose(frame.height, 0.7 * 753 + 34))
        frame = sheet.tick(5)
        #expect(frame.state == .resting && isClose(frame.height, 0.7 * 753 + 34))
        #expect(frame.dimAlpha == 0.4)  // the undimmed detent went with it
        // Invalid lists are ignored.
        for bad: [Detent] in [[], [.medium, .medium], [.fraction(3, identifier: "x")]] {
            let ignored = sheet.handle(.detentsChanged(bad), at: 6)
            #expect(ignored.restingDetentIdentifier == "tall" && ignored.events.isEmpty)
        }
        #expect(sheet.configuration.detents.count == 2)
    }

    @Test func unknownSelectionIsIgnored() {
        var sheet = presented()
        let frame = sheet.handle(.select("nope"), at: 3)
        #expect(frame.state == .resting && frame.restingDetentIdentifier == .medium && frame.events.isEmpty)
    }

    @Test func aSecondPresentOrDismissIsHarmless() {
        var sheet = presented()
        #expect(sheet.handle(.present, at: 3).state == .resting)
        sheet.handle(.dismiss, at: 4)
        #expect(sheet.handle(.dismiss, at: 4.01).state == .dismissing)
        sheet.tick(10)
        #expect(sheet.state == .dismissed)
        #expect(sheet.handle(.dismiss, at: 11).events.isEmpty)
    }

    @Test func presentingDuringADismissalTurnsBackWithoutAJump() {
        var sheet = presented()
        sheet.handle(.dismiss, at: 3)
        let falling = sheet.tick(3.1)
        let turned = sheet.handle(.present, at: 3.1)
        #expect(turned.state == .presenting && turned.height == falling.height)
        sheet.tick(6)
        #expect(sheet.state == .resting && sheet.height == 410.5)
    }
}
