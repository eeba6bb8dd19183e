import SheetCore

extension BottomSheetOptions {
    /// The detents of a modifier given none: `.large` alone, as SwiftUI's `.sheet`.
    package static let defaultDetents: [Detent] = [.large]

    /// `detents`, or ``defaultDetents`` when it is empty.
    package static func detents(_ detents: [Detent]) -> [Detent] {
        detents.isEmpty ? defaultDetents : detents
    }

    /// Whether the grabber shows for a sheet with `detentCount` detents: as the drag indicator says,
    /// and when it is `.automatic` only with more than one detent, as `.sheet`'s
    /// `presentationDragIndicator(.automatic)`.
    package func showsGrabber(detentCount: Int) -> Bool {
        switch dragIndicator {
        case .automatic: detentCount > 1
        case .visible: true
        case .hidden: false
        }
    }
}
