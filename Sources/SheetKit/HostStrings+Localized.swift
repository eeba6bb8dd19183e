#if canImport(UIKit)
    import Foundation
    import SheetHostCore

    extension HostStrings {
        /// The texts VoiceOver speaks, from SheetKit's own `Localizable.strings` (English and Korean
        /// ship with the package, in `Bundle.module`), each overridable by the app: a `SheetKit.strings`
        /// table in the app's main bundle with the same keys wins (see <doc:Accessibility>). Every
        /// SheetKit sheet speaks these; another binding built on SheetKit (SheetKitUI) can too.
        public static var localized: HostStrings {
            HostStrings(
                grabberLabel: SheetStrings.text("sheet.grabber"),
                medium: SheetStrings.text("sheet.detent.medium"),
                large: SheetStrings.text("sheet.detent.large"),
                percentOfScreen: SheetStrings.text("sheet.detent.percent"),
                close: SheetStrings.text("sheet.close"))
        }
    }

    /// SheetKit's localized texts.
    enum SheetStrings {
        /// The app's override (`SheetKit.strings` in the main bundle), else the module's translation,
        /// else the English default of the module's development region.
        static func text(_ key: String) -> String {
            let module = Bundle.module.localizedString(forKey: key, value: nil, table: nil)
            return Bundle.main.localizedString(forKey: key, value: module, table: "SheetKit")
        }
    }
#endif
