#if canImport(SwiftUI)
    import SheetHostCore
    #if canImport(UIKit)
        import SheetKit
    #endif

    extension HostStrings {
        /// The texts SwiftUI sheets speak: SheetKit's localized ones where UIKit is (the English and
        /// Korean tables that ship with SheetKit, each overridable by the app's `SheetKit.strings`),
        /// so the floating sheet, the close button and a `.bottomSheet` say the same words as a UIKit
        /// sheet; English elsewhere.
        @usableFromInline
        static var sheetKitUI: HostStrings {
            #if canImport(UIKit)
                .localized
            #else
                HostStrings()
            #endif
        }
    }
#endif
