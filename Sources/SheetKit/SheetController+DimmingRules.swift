#if canImport(UIKit)
    import SheetHostCore

    extension SheetController {
        /// No dim and a background that takes touches at every height, whatever the detents resolve
        /// to in the current container (SwiftUI's `.enabled` background interaction); wins over
        /// ``largestUndimmedDetentIdentifier`` and ``dimsAtEveryDetent``.
        public var undimmedAtEveryDetent: Bool {
            get { binding.host.configuration.dimming.undimmedAtEveryDetent }
            set { binding.set(.undimmedAtEveryDetent(newValue)) }
        }

        /// Every resting detent dims and the background takes no touches, whatever
        /// ``largestUndimmedDetentIdentifier`` names, a floating sheet's included (SwiftUI's
        /// `.disabled` background interaction).
        public var dimsAtEveryDetent: Bool {
            get { binding.host.configuration.dimming.dimsAtEveryDetent }
            set { binding.set(.dimsAtEveryDetent(newValue)) }
        }
    }
#endif
