#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// In DEBUG builds, records the host events of every `.bottomSheet` presented from this view
        /// or below it, as `SheetController.recordsHostEvents` does for a UIKit sheet: when
        /// the sheet is dismissed, the log says where the recording (a `sheetkit simulate` scenario)
        /// was written, so a gesture seen on a device can be replayed and kept as a Linux test.
        /// Release builds record nothing. Put it on the app's root view to record every sheet.
        public func bottomSheetRecordsHostEvents(_ records: Bool = true) -> some View {
            environment(\.bottomSheetRecordsHostEvents, records)
        }
    }

    extension EnvironmentValues {
        /// Whether `.bottomSheet`s presented from here record their host events (DEBUG builds); set
        /// with ``SwiftUI/View/bottomSheetRecordsHostEvents(_:)``.
        public var bottomSheetRecordsHostEvents: Bool {
            get { self[BottomSheetRecordsHostEventsKey.self] }
            set { self[BottomSheetRecordsHostEventsKey.self] = newValue }
        }
    }

    private struct BottomSheetRecordsHostEventsKey: EnvironmentKey {
        static let defaultValue = false
    }
#endif
