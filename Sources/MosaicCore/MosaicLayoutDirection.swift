import Foundation

/// Which side the first column is on.
public enum MosaicLayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight
    /// Mirrors every frame's x, as UIKit does for right-to-left languages.
    case rightToLeft
}
