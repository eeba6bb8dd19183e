#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    #if canImport(UIKit)
        import SheetKit
        // UIKit declares its accessibility notifications as mutable globals; they are constants in practice.
        @preconcurrency import UIKit
    #endif

    /// What a sheet's modifier wants to hear from its model. Set on every body evaluation, and made
    /// of bindings and the app's closures only: nothing here holds the model, so there is no cycle.
    struct SheetCallbacks {
        /// The person changed the selected detent.
        var selectionChanged: @MainActor (Detent.Identifier) -> Void = { _ in }
        /// The person tried to dismiss and the guard kept the sheet.
        var attemptedToDismiss: @MainActor () -> Void = {}
        /// The sheet started leaving, by any path.
        var willDismiss: @MainActor () -> Void = {}
        /// The sheet is gone (its animation ended).
        var didDismiss: @MainActor () -> Void = {}
        /// The presentation asked for never reached the screen (withdrawn first, or refused).
        var cancelled: @MainActor () -> Void = {}
    }

    /// What moves per frame (`SheetViewMotion`), published on its own: only the views that move
    /// observe it.
    @MainActor
    final class SheetMotionModel: ObservableObject {
        @Published fileprivate(set) var value = SheetViewMotion.hidden
    }

    /// The SwiftUI side of one sheet: owns its `SheetHost`, sends it events with one clock's
    /// times, and publishes what is drawn only when it changes — the layout (`SheetViewState/layout`)
    /// here, what moves per frame in ``motion`` — so the app's content is not evaluated per frame.
    /// Every decision is the host's; this forwards events and carries out the frame's effects.
    @MainActor
    final class SheetModel: ObservableObject {
        /// What the sheet's views draw, without what moves per frame.
        @Published private(set) var view = SheetViewState.hidden.layout
        /// What moves per frame.
        let motion = SheetMotionModel()
        /// The content's actions: the same closures for the sheet's whole life, so the environment
        /// value doesn't change (and readers don't update) unless the close button's label does.
        private(set) var actions = BottomSheetActions()
        /// Whether the content must report its fitting height (a detent depends on it).
        @Published private(set) var measuresContent = false
        /// The answers to what the host's frames ask (measurements, the guard).
        private var answers = SheetEffectAnswers()

        private(set) var host: SheetHost
        var callbacks = SheetCallbacks()
        private var drag = SheetDragEvents()
        private var request: SheetRequest?
        #if canImport(UIKit)
            /// The content's scroll view, found and bound for the host.
            let scrollTracker = SheetScrollTracker()
            /// A view covering the sheet's whole container, for the keyboard's screen coordinates.
            weak var containerView: UIView?
            /// SheetKit's ticker: its display link holds it weakly, so a sheet that goes away mid-spring
            /// takes its link with it.
            private let ticker = SheetTicker()
        #endif

        init() {
            host = SheetHost(repairing: SheetConfiguration(), options: HostOptions(strings: .sheetKitUI))
            actions = BottomSheetActions(
                close: { [weak self] in self?.send(.accessibility(.escape)) }, isHosted: true,
                closeButtonLabel: HostStrings.sheetKitUI.close)
            #if canImport(UIKit)
                scrollTracker.model = self
                ticker.onTick = { [weak self] link in self?.send(.tick(renderTime: link.targetTimestamp)) }
            #endif
        }

        /// The clock every event is stamped with: `CACurrentMediaTime()`'s (seconds since boot), the
        /// display link's too.
        static func now() -> Double { ProcessInfo.processInfo.systemUptime }

        /// Sends one event now and applies the frame it gives.
        func send(_ event: HostEvent) {
            apply(host.handle(event, at: Self.now()))
        }

        /// Sends a sequence of events (a drag callback's) in one step.
        func send(_ events: [HostEvent]) {
            for event in events { send(event) }
        }

        // MARK: Inputs from the views

        /// The modifier's request (detents, selection, options) at this body evaluation: the host
        /// brings itself to it (`SheetHost.apply(_:replacing:at:)`), so a new `detents` array takes
        /// effect at once.
        func update(_ request: SheetRequest) {
            let previous = self.request
            self.request = request
            for frame in host.apply(request, replacing: previous, at: Self.now()) { apply(frame) }
            #if DEBUG
                // A configuration the host refused (duplicate detent identifiers, …) changes nothing:
                // say why, as the UIKit binding does.
                if request != previous, !host.configurationErrors.isEmpty {
                    print("SheetKitUI: the sheet's configuration was refused: \(host.configurationErrors)")
                }
            #endif
        }

        func container(_ container: HostContainer) {
            for frame in host.apply(container, request: request, at: Self.now()) { apply(frame) }
        }

        func keyboard(_ keyboard: HostKeyboard) {
            if let event = host.keyboardEvent(for: keyboard) { send(event) }
        }

        /// VoiceOver started or stopped: the host announces detent changes while it runs.
        func voiceOver(_ running: Bool) {
            if let event = host.voiceOverEvent(running: running) { send(event) }
        }

        /// The app's selection binding changed.
        func select(_ identifier: Detent.Identifier?) {
            if let event = host.selectionEvent(for: identifier) { send(event) }
        }

        func dragChanged(location: CGPoint, startLocation: CGPoint) {
            send(drag.changed(location: location, startLocation: startLocation))
        }

        func dragEnded(location: CGPoint) { send(drag.ended(location: location)) }

        /// The drag's gesture state was reset: a cancel unless the drag ended.
        func dragReset() { send(drag.reset()) }

        /// The tracked scroll view's geometry (nil: there is none any more).
        func scrollChanged(_ geometry: HostScrollGeometry?) {
            if let event = host.scrollEvent(for: geometry) { send(event) }
        }

        /// The content's fitting height at `width`.
        func contentMeasured(height: CGFloat, width: CGFloat) {
            if let answer = answers.contentMeasured(height: height, width: width) { send(answer) }
        }

        // MARK: Applying frames

        private func apply(_ frame: HostFrame) {
            let state = SheetViewState(frame: frame, host: host)
            let layout = state.layout
            if layout != view {
                if layout.closeButtonLabel != actions.closeButtonLabel {
                    actions.closeButtonLabel = layout.closeButtonLabel
                }
                view = layout
            }
            if state.motion != motion.value { motion.value = state.motion }
            #if canImport(UIKit)
                ticker.run(frame.needsTicks, rate: frame.preferredFrameRate)
                // Only under the scroll bit: the host sets it when the directive changes or the list
                // drifted off its pin, so a pin is not re-applied on every frame.
                if frame.changes.contains(.scroll) {
                    scrollTracker.apply(frame.scroll)
                }
            #endif
            carryOut(frame.effects)
            report(frame)
        }

        private func carryOut(_ effects: HostEffects) {
            let events = answers.answers(to: effects)
            if answers.measuresContent != measuresContent { measuresContent = answers.measuresContent }
            send(events)
        }

        private func report(_ frame: HostFrame) {
            let events = frame.events
            if let detent = events.selectedDetentChanged { callbacks.selectionChanged(detent) }
            if events.attemptedToDismiss { callbacks.attemptedToDismiss() }
            if events.willDismiss { callbacks.willDismiss() }
            if frame.effects.completesDismissal { callbacks.didDismiss() }
            #if canImport(UIKit)
                if let announcement = frame.accessibility.announcement {
                    UIAccessibility.post(notification: .announcement, argument: announcement)
                }
                if frame.accessibility.focus != nil {
                    // Into the sheet when it appears, back to the presenter when it goes: VoiceOver
                    // moves to the first element of what is now on screen.
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                }
            #endif
        }
    }

#endif
