#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The properties all three sheet controllers expose, under UIKit's names, each a change of the
    /// host's configuration, options or selection.
    extension SheetStage {
        var configuration: SheetConfiguration { host.interaction.configuration }

        var detents: [Detent] {
            get { configuration.detents }
            set { configure { $0.detents = newValue } }
        }

        /// As UIKit's: nil until a detent is chosen (the smallest is shown); setting nil selects the
        /// smallest. Springs inside `animateChanges`, jumps outside it.
        var selectedDetentIdentifier: Detent.Identifier? {
            get { selection }
            set {
                selection = newValue
                let identifier = newValue ?? host.interaction.resolution.smallest.identifier
                send(.engine(.select(identifier, animated: isAnimatingChanges)))
            }
        }

        var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { configuration.largestUndimmedDetentIdentifier }
            set { configure { $0.largestUndimmedDetentIdentifier = newValue } }
        }

        var prefersGrabberVisible: Bool {
            get { configuration.style.prefersGrabberVisible }
            set { configure { $0.style.prefersGrabberVisible = newValue } }
        }

        var prefersScrollingExpandsWhenScrolledToEdge: Bool {
            get { configuration.prefersScrollingExpandsWhenScrolledToEdge }
            set { configure { $0.prefersScrollingExpandsWhenScrolledToEdge = newValue } }
        }

        var preferredCornerRadius: CGFloat? {
            get { configuration.style.preferredCornerRadius }
            set { configure { $0.style.preferredCornerRadius = newValue } }
        }

        var prefersEdgeAttachedInCompactHeight: Bool {
            get { host.options.prefersEdgeAttachedInCompactHeight }
            set { changeOptions { $0.prefersEdgeAttachedInCompactHeight = newValue } }
        }

        var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
            get { host.options.widthFollowsPreferredContentSizeWhenEdgeAttached }
            set { changeOptions { $0.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue } }
        }

        var maximumDimAlpha: CGFloat {
            get { configuration.dimming.maximumAlpha }
            set { configure { $0.dimming.maximumAlpha = newValue } }
        }

        var dimmingColor: UIColor {
            get { dimView.backgroundColor ?? .black }
            set { dimView.backgroundColor = newValue }
        }

        /// The app's `isModalInPresentation`, for the host's guard.
        func setModalInPresentation(_ isModal: Bool) {
            send(.engine(.modalInPresentationChanged(isModal)))
        }

        /// As UIKit's `animateChanges(_:)`: a selection or new detents made in `changes` spring rather than jump.
        func animateChanges(_ changes: () -> Void) {
            let outer = isAnimatingChanges
            isAnimatingChanges = true
            changes()
            isAnimatingChanges = outer
        }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again.
        func invalidateDetents() {
            send(.engine(.detentsChanged(detents)))
        }

        /// Keeps ``selectedDetentIdentifier`` on the host's selection, whoever changed it.
        func record(_ events: HostEvents) {
            if let detent = events.selectedDetentChanged { selection = detent }
        }
    }
#endif
