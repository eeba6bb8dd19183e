import Foundation
import SeededRandom
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// `.bottomSheet` under random orders of SwiftUI updates, content callbacks, UIKit's answers, the
/// person's gestures and the anchor's window, each seed a script: at every step the binding is
/// cleared only while it names the sheet's item, a property is only set when it changes and only on
/// a made controller, a never-presented report only comes in a window, an unwritable binding's
/// setter is called once per request, no binding is written inside SwiftUI's update, and the
/// content's actions act on their sheet only while it is up; once everything has
/// settled, the binding's item is on screen (or nothing is), with the request's properties and the
/// sheet's own content's options, and `onDismiss` was called once per sheet UIKit took and let go.
@Suite("SwiftUI: the binding's model under random orders")
struct SheetBindingModelPropertyTests {
    static let items: [String?] = [nil, "a", "b"]

    @Test(arguments: 0..<200)
    func randomOrders(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var harness = SheetBindingHarness()
        harness.writable = random.int(0...3) > 0
        /// The content options each sheet's content reported last.
        var reported: [Int: BottomSheetOptions] = [:]
        for _ in 0..<random.int(10...100) {
            switch random.int(0...14) {
            case 0, 1:
                harness.binding = Self.items[random.int(0...2)]
                harness.update(animated: random.bool())
            case 2:
                harness.request.detents = random.bool() ? [.medium, .large] : [.large]
                harness.request.selection = [nil, .medium, .large][random.int(0...2)]
                harness.update(animated: random.bool())
            case 3: harness.sync()
            case 4:
                harness.answerPresentation(accept: random.int(0...3) > 0, transitionRunning: random.bool())
            case 5: harness.answerDismissal()
            case 6: harness.retryDue()
            case 7: harness.personDismissesTop()
            case 8: harness.personDrags(to: random.bool() ? .medium : .large)
            case 9, 12, 13:
                guard let key = harness.model.sheets.keys.sorted().randomElement(using: &random) else {
                    break
                }
                var options = BottomSheetOptions()
                if random.bool() { options.cornerRadius = CGFloat(random.int(0...3) * 8) }
                if random.bool() { options.backgroundInteraction = random.bool() ? .enabled : .disabled }
                if random.bool() { options.interactiveDismissDisabled = random.bool() }
                reported[key] = options
                harness.perform(harness.model.contentOptionsChanged(key, options, current: harness.binding))
            case 10:
                guard let key = harness.model.sheets.keys.sorted().randomElement(using: &random) else {
                    break
                }
                if random.bool() {
                    harness.perform(harness.model.contentDismissed(key, current: harness.binding))
                } else {
                    harness.perform(harness.model.contentMeasured(key, height: CGFloat(random.int(0...600))))
                }
            case 11: harness.anchorInWindow.toggle()
            default:
                harness.binding = Self.items[random.int(1...2)]
                harness.update()
            }
            #expect(harness.problems.isEmpty, "seed \(seed): \(harness.problems)")
            harness.problems = []
            // The content's actions act on their sheet only while it is up (not leaving, not gone),
            // and never on it when read in a presentation over it.
            for key in Set(harness.model.sheets.keys).union(harness.accepted) {
                let phase = harness.lifecycle.phase(of: key)
                let up = harness.model.sheets[key] != nil && phase != nil && phase != .dismissing
                let target = harness.model.actionTarget(
                    key, readInNestedPresentation: false, lifecycle: harness.lifecycle)
                #expect(target == (up ? .sheet : .nothing), "seed \(seed) sheet \(key)")
                #expect(
                    harness.model.actionTarget(
                        key, readInNestedPresentation: true, lifecycle: harness.lifecycle)
                        == .environment)
            }
            // Each made controller shows its own content's options, none another sheet's.
            for (key, values) in harness.controllers {
                let own = SheetProperties(
                    request: harness.request, contentOptions: reported[key] ?? BottomSheetOptions())
                #expect(
                    values.preferredCornerRadius == own.preferredCornerRadius, "seed \(seed) sheet \(key)")
                #expect(
                    values.undimmedAtEveryDetent == own.undimmedAtEveryDetent, "seed \(seed) sheet \(key)")
                #expect(values.dimsAtEveryDetent == own.dimsAtEveryDetent, "seed \(seed) sheet \(key)")
                #expect(
                    values.isModalInPresentation == own.isModalInPresentation, "seed \(seed) sheet \(key)")
            }
        }
        // Everything settles: in a window, UIKit answers everything, the syncs run.
        harness.anchorInWindow = true
        for _ in 0..<80 {
            harness.sync()
            harness.answerDismissal()
            harness.answerPresentation(accept: true)
            harness.retryDue()
        }
        harness.update()
        harness.settleSyncs()
        #expect(harness.problems.isEmpty, "seed \(seed): \(harness.problems)")
        let top = harness.lifecycle.stack.last
        if let item = harness.binding, harness.model.spent != item {
            // The binding's item is on screen, configured from the request and its own content.
            #expect(top.map { harness.model.requests.items[$0.id] } == item, "seed \(seed)")
            if let key = top?.id {
                #expect(harness.lifecycle.stack.count == 1, "seed \(seed)")
                let expected = SheetProperties(
                    request: harness.request, contentOptions: reported[key] ?? BottomSheetOptions())
                #expect(harness.controllers[key] == expected, "seed \(seed)")
            }
        } else {
            #expect(harness.lifecycle.isIdle, "seed \(seed): \(harness.lifecycle.stack.map(\.phase))")
        }
        // onDismiss once per sheet UIKit took and let go.
        let gone = harness.accepted.filter { !harness.lifecycle.holds($0) }.count
        #expect(harness.onDismissCount == gone, "seed \(seed)")
        // Every sheet that is over was let go of, and the model holds nothing for it.
        for key in harness.accepted where !harness.lifecycle.holds(key) {
            #expect(
                harness.released.contains(key) && harness.model.sheets[key] == nil,
                "seed \(seed) sheet \(key)")
        }
    }
}
