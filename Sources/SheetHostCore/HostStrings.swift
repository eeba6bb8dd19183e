import Foundation
import SheetCore

/// The words the host gives VoiceOver: the grabber's label and each detent's spoken name.
///
/// English by default; a binding passes its localized strings (UIKit's `NSLocalizedString` from the
/// module's bundle, SwiftUI's `LocalizedStringKey`). A detent is never spoken by its raw identifier:
/// the app's name for it, else `.medium`/`.large`'s standard name, else its share of the screen.
public struct HostStrings: Equatable, Sendable {
    /// The grabber's accessibility label.
    public var grabberLabel: String
    /// The spoken names of detents, by identifier, as the app wants them heard ("Peek", "Full list").
    public var detentNames: [Detent.Identifier: String]
    /// `.medium`'s name.
    public var medium: String
    /// `.large`'s name.
    public var large: String
    /// A detent without a name: `%d` is replaced by its height as a percentage of the largest possible.
    public var percentOfScreen: String
    /// The close button's label.
    public var close: String

    public init(
        grabberLabel: String = "Sheet grabber", detentNames: [Detent.Identifier: String] = [:],
        medium: String = "Half height", large: String = "Full height",
        percentOfScreen: String = "%d percent height",
        close: String = "Close"
    ) {
        self.grabberLabel = grabberLabel
        self.detentNames = detentNames
        self.medium = medium
        self.large = large
        self.percentOfScreen = percentOfScreen
        self.close = close
    }

    /// The spoken name of `detent` in `resolution`.
    public func name(of detent: ResolvedDetent, in resolution: DetentResolution) -> String {
        if let name = detentNames[detent.identifier] { return name }
        switch detent.identifier {
        case .medium: return medium
        case .large: return large
        default:
            let maximum = resolution.geometry.maximumDetentValue
            let percent = maximum > 0 ? Int((100 * detent.value / maximum).rounded()) : 0
            return percentOfScreen.replacingOccurrences(of: "%d", with: String(min(max(percent, 0), 100)))
        }
    }
}
