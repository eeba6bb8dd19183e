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

        private(set) var host: SheetHost
        var callbacks = SheetCallbacks()
        private var drag = SheetDragEvents()
        private var request: SheetRequest?
        private var pendingContentRequest: HostMeasureRequest?
        private var measuredContent: (height: CGFloat, width: CGFloat)?
        #if canImport(UIKit)
            /// The content's scroll view, found and bound for the host.
            let scrollTracker = SheetScrollTracker()
            /// The window the sheet is drawn in, for the keyboard's screen coordinates.
            weak var window: UIWindow?
            /// SheetKit's ticker: its display link holds it weakly, so a sheet that goes away mid-spring
            /// takes its link with it.
            private let ticker = SheetTicker()
        #endif

        init() {
            // The default configuration is valid by construction.
            host = try! SheetHost(configuration: SheetConfiguration())
            actions = BottomSheetActions(
                close: { [weak self] in self?.send(.accessibility(.escape)) }, isHosted: true,
                closeButtonLabel: HostStrings().close)
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

        /// The modifier's request (detents, selection, options) at this body evaluation: the host is
        /// reconfigured only when it changed, so a new `detents` array takes effect at once.
        func update(_ request: SheetRequest) {
            guard request != self.request else { return }
            if request.reducesMotion != host.interaction.configuration.behavior.reducesMotion {
                send(.reduceMotion(request.reducesMotion))
            }
            self.request = request
            reconfigure()
        }

        /// The configuration is re-made when the largest resolved detent changes (a rotation): the
        /// options' `.enabled` follows it.
        private func reconfigure() {
            guard let request else { return }
            let largest = host.interaction.resolution.largest.identifier
            send(.configure(request.configuration(largestDetent: largest)))
            if host.interaction.resolution.largest.identifier != largest {
                send(
                    .configure(
                        request.configuration(largestDetent: host.interaction.resolution.largest.identifier)))
            }
        }

        func container(_ container: HostContainer) {
            guard container != host.container else { return }
            let largest = host.interaction.resolution.largest.identifier
            send(.container(container))
            if host.interaction.resolution.largest.identifier != largest { reconfigure() }
        }

        func keyboard(_ keyboard: HostKeyboard) {
            guard keyboard != host.keyboard else { return }
            send(.keyboard(keyboard))
        }

        /// VoiceOver started or stopped: the host announces detent changes while it runs.
        func voiceOver(_ running: Bool) {
            guard running != host.isVoiceOverRunning else { return }
            send(.voiceOver(running))
        }

        /// The app's selection binding changed.
        func select(_ identifier: Detent.Identifier?) {
            guard let identifier, identifier != host.interaction.selectedDetentIdentifier,
                host.interaction.resolution.detent(identifier) != nil
            else { return }
            send(.engine(.select(identifier, animated: true)))
        }

        func dragChanged(location: CGPoint, startLocation: CGPoint) {
            send(drag.changed(location: location, startLocation: startLocation))
        }

        func dragEnded(location: CGPoint) { send(drag.ended(location: location)) }

        /// The drag's gesture state was reset: a cancel unless the drag ended.
        func dragReset() { send(drag.reset()) }

        /// The tracked scroll view's geometry (nil: there is none any more).
        func scrollChanged(_ geometry: HostScrollGeometry?) {
            guard geometry != host.scroll else { return }
            send(.scroll(geometry))
        }

        /// The content's fitting height at `width`.
        func contentMeasured(height: CGFloat, width: CGFloat) {
            measuredContent = (height, width)
            answerContentRequest()
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
                if frame.changes.contains(.scroll) || frame.scroll.pinnedOffset != nil {
                    scrollTracker.apply(frame.scroll)
                }
            #endif
            carryOut(frame.effects)
            report(frame)
        }

        private func carryOut(_ effects: HostEffects) {
            if let request = effects.measureContent {
                pendingContentRequest = request
                if !measuresContent { measuresContent = true }
                answerContentRequest()
            }
            if effects.asksDismissalGuard {
                // SwiftUI's guard is the content's `bottomSheetInteractiveDismissDisabled`, already in
                // the configuration: the answer is always "ask the configuration".
                send(.dismissalGuardAnswered(allowsDismissal: true))
            }
        }

        private func answerContentRequest() {
            guard let request = pendingContentRequest, let measured = measuredContent,
                abs(measured.width - request.width) < 0.5
            else { return }
            pendingContentRequest = nil
            send(.contentMeasured(height: measured.height, width: measured.width, request: request.request))
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

    /// What a modifier asks of its sheet at one body evaluation; compared to skip needless
    /// reconfiguration.
    struct SheetRequest: Equatable {
        var kind: SheetPresentationKind
        var detents: [Detent]
        var selection: Detent.Identifier?
        var options: BottomSheetOptions
        var reducesMotion = false

        init(
            kind: SheetPresentationKind, detents: [Detent], selection: Detent.Identifier?,
            options: BottomSheetOptions, reducesMotion: Bool = false
        ) {
            self.kind = kind
            self.detents = detents
            self.selection = selection
            self.options = options
            self.reducesMotion = reducesMotion
        }

        func configuration(largestDetent: Detent.Identifier?) -> SheetConfiguration {
            options.configuration(
                kind: kind, detents: detents, selection: selection, largestDetent: largestDetent,
                reducesMotion: reducesMotion)
        }
    }

#endif
