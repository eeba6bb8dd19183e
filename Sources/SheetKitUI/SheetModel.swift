#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    /// The SwiftUI side of one sheet: owns its ``SheetInteraction``, feeds it gestures, ticks and
    /// environment changes with their times, and publishes the frame to draw. Every decision is the
    /// engine's; this only forwards and reports.
    @MainActor
    final class SheetModel: ObservableObject {
        @Published private(set) var frame: SheetFrame
        private(set) var interaction: SheetInteraction
        /// The delegate callbacks of the steps since the last report.
        var onEvents: (SheetEvents) -> Void = { _ in }
        private(set) var isDragging = false

        init() {
            // The default configuration and the reference container are valid by construction.
            let interaction = try! SheetInteraction(configuration: SheetConfiguration(), container: .iPhone)
            self.interaction = interaction
            self.frame = interaction.frame
        }

        /// The engine's clock: seconds on the same base as `DragGesture.Value.time` and
        /// `TimelineView`'s dates.
        static func now() -> TimeInterval { Date().timeIntervalSinceReferenceDate }

        /// Whether the timeline must keep ticking: something moves, or a finger is down.
        var needsTicks: Bool { frame.isAnimating || isDragging }

        func handle(_ input: SheetInput, at time: TimeInterval = SheetModel.now()) {
            switch input {
            case .dragBegan, .dragChanged: isDragging = true
            case .dragEnded, .dragCancelled: isDragging = false
            default: break
            }
            publish(interaction.handle(input, at: time))
        }

        func tick(_ time: TimeInterval) {
            guard needsTicks else { return }
            publish(interaction.tick(time))
            if interaction.state != .dragging { isDragging = false }
        }

        /// Applies a new configuration (detents, options, Reduce Motion) to the live sheet; an invalid
        /// one is ignored, keeping the last good one.
        func reconfigure(_ configuration: SheetConfiguration) {
            if let frame = try? interaction.reconfigure(configuration, at: Self.now()) { publish(frame) }
        }

        /// A new container: size, safe area, keyboard, size class.
        func update(container: SheetContainer) {
            guard container != interaction.container else { return }
            handle(.containerChanged(container))
        }

        private func publish(_ frame: SheetFrame) {
            if frame != self.frame { self.frame = frame }
            let events = interaction.takeEvents()
            if !events.isEmpty { onEvents(events) }
        }
    }
#endif
