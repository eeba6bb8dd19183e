#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Runs one ``SheetInteraction`` on the main thread: inputs with `CACurrentMediaTime()`, a
    /// `CADisplayLink` tick per screen refresh while the sheet moves (paused when it rests), and every
    /// frame handed to `apply` with the events of all the steps since the last frame, so none is lost.
    @MainActor
    final class SheetRuntime {
        private(set) var interaction: SheetInteraction
        /// Applies a frame to the views; the events are those of every step since the last call.
        var apply: (SheetFrame, SheetEvents) -> Void = { _, _ in }
        private var link: CADisplayLink?
        private var fingerIsDown = false

        init(interaction: SheetInteraction) {
            self.interaction = interaction
        }

        var frame: SheetFrame { interaction.frame }

        func handle(_ input: SheetInput) {
            switch input {
            case .dragBegan, .dragChanged: fingerIsDown = true
            case .dragEnded, .dragCancelled: fingerIsDown = false
            default: break
            }
            publish(interaction.handle(input, at: CACurrentMediaTime()))
        }

        /// Replaces the configuration (UIKit's `animateChanges`, `invalidateDetents()`); an invalid
        /// one is ignored and the last good one kept.
        func reconfigure(_ change: (inout SheetConfiguration) -> Void) {
            var configuration = interaction.configuration
            change(&configuration)
            if let frame = try? interaction.reconfigure(configuration, at: CACurrentMediaTime()) {
                publish(frame)
            }
        }

        func update(container: SheetContainer) {
            guard container != interaction.container else { return }
            handle(.containerChanged(container))
        }

        func stop() {
            link?.invalidate()
            link = nil
        }

        private func publish(_ frame: SheetFrame) {
            apply(frame, interaction.takeEvents())
            let needsTicks = frame.isAnimating || fingerIsDown
            if needsTicks, link == nil {
                let link = CADisplayLink(
                    target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
                link.add(to: .main, forMode: .common)
                self.link = link
            }
            link?.isPaused = !needsTicks
        }

        fileprivate func step(_ link: CADisplayLink) {
            // The time the frame will be shown: the spring is sampled where the eye will see it.
            publish(interaction.tick(link.targetTimestamp))
        }
    }

    /// The display link's target: holds its runtime weakly, so the link doesn't keep it alive.
    private final class DisplayLinkTarget: NSObject {
        weak var runtime: SheetRuntime?

        @MainActor init(_ runtime: SheetRuntime) {
            self.runtime = runtime
        }

        @MainActor @objc func step(_ link: CADisplayLink) {
            guard let runtime else {
                link.invalidate()
                return
            }
            runtime.step(link)
        }
    }

    extension SheetContainer {
        /// The container a view offers: its size, safe area, keyboard overlap and size class.
        @MainActor
        init(view: UIView, keyboardHeight: CGFloat) {
            let insets = view.safeAreaInsets
            self.init(
                size: view.bounds.size,
                safeAreaInsets: SafeAreaInsets(
                    top: insets.top, bottom: insets.bottom, leading: insets.left, trailing: insets.right),
                keyboardHeight: min(max(keyboardHeight, 0), view.bounds.height),
                isCompactHeight: view.traitCollection.verticalSizeClass == .compact)
        }
    }
#endif
