#if canImport(UIKit)
    import QuartzCore
    import UIKit
    import SheetHostCore

    /// The display link that ticks the host while its frames ask for ticks: created when they start,
    /// asking for the host's frame rate (120 Hz on ProMotion), invalidated as soon as they stop and
    /// when the sheet goes away. Shared with the SwiftUI binding (`package`), so there is one ticker.
    @MainActor
    package final class SheetTicker {
        /// One display refresh: send `.tick(renderTime: link.targetTimestamp)` at `link.timestamp`.
        package var onTick: (CADisplayLink) -> Void = { _ in }
        private var link: CADisplayLink?
        private var rate: HostFrameRate?

        package init() {}

        /// Runs the link while `needed`, at `rate`.
        package func run(_ needed: Bool, rate: HostFrameRate?) {
            guard needed else { return stop() }
            let link = self.link ?? makeLink()
            if let rate, rate != self.rate {
                link.preferredFrameRateRange = CAFrameRateRange(
                    minimum: rate.minimum, maximum: rate.maximum, preferred: rate.preferred)
            }
            self.rate = rate
        }

        package func stop() {
            link?.invalidate()
            link = nil
            rate = nil
        }

        private func makeLink() -> CADisplayLink {
            let link = CADisplayLink(
                target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
            return link
        }

        fileprivate func step(_ link: CADisplayLink) { onTick(link) }
    }

    /// The display link's target: holds its ticker weakly, so the link (which retains its target)
    /// doesn't keep the sheet alive; a link whose ticker is gone invalidates itself.
    private final class DisplayLinkTarget: NSObject {
        weak var ticker: SheetTicker?

        @MainActor init(_ ticker: SheetTicker) {
            self.ticker = ticker
        }

        @MainActor @objc func step(_ link: CADisplayLink) {
            guard let ticker else { return link.invalidate() }
            ticker.step(link)
        }
    }
#endif
