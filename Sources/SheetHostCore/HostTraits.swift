import Foundation

/// A size class, as UIKit's `UIUserInterfaceSizeClass` and SwiftUI's `UserInterfaceSizeClass`.
public enum HostSizeClass: String, Sendable, Codable, CaseIterable {
    case compact
    case regular
}

/// The reading direction of the container, as `UITraitCollection.layoutDirection`: it decides which
/// physical side the header's close button and the leading safe-area inset are on.
public enum HostLayoutDirection: String, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}
