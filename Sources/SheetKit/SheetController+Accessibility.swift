#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetController {
        /// The spoken names of detents, by identifier ("Peek", "Full list"): VoiceOver reads them as
        /// the grabber's value and announces them after a move. `.medium` and `.large` have SheetKit's
        /// localized names; others are read as a share of the screen.
        public var accessibilityDetentNames: [Detent.Identifier: String] {
            get { self[assigned: \.options.strings.detentNames] }
            set { self[assigned: \.options.strings.detentNames] = newValue }
        }

        /// The grabber's spoken label for this sheet ("Route details"); SheetKit's localized
        /// "Sheet grabber" by default. Not read while the sheet is full screen in compact height,
        /// where no grabber is shown.
        public var accessibilityGrabberLabel: String {
            get { self[assigned: \.options.strings.grabberLabel] }
            set { self[assigned: \.options.strings.grabberLabel] = newValue }
        }

        /// Actions VoiceOver offers on the grabber beside its adjustable value (swipe up or down
        /// moves between detents): "Expand", "Collapse", or the app's own. Each action's handler
        /// may change ``selectedDetentIdentifier`` (inside ``animateChanges(_:)`` to spring).
        public var accessibilityGrabberCustomActions: [UIAccessibilityCustomAction] {
            get { binding.sheetView.grabber.accessibilityCustomActions ?? [] }
            set { binding.sheetView.grabber.accessibilityCustomActions = newValue }
        }
    }
#endif
