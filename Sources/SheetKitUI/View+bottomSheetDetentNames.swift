#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// The names VoiceOver speaks for the sheet's detents ("Peek", "Full list"), by identifier, in
        /// your app's language: the grabber's value and the announcement when the sheet moves.
        /// Detents without a name keep the host's ("Half height", "Full height", a percentage).
        public func bottomSheetDetentNames(_ names: [Detent.Identifier: String]) -> some View {
            transformBottomSheetOptions { $0.detentNames.merge(names) { $1 } }
        }
    }
#endif
