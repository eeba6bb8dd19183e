import Foundation

/// Where a sheet narrower than its container stands across it, in reading order.
public enum HostSheetPlacement: String, Sendable, Codable, CaseIterable {
    /// Centred, as UIKit's page sheet on iPad.
    case center
    /// Against the leading edge, inside the safe area (Maps' card on iPad).
    case leading
    /// Against the trailing edge, inside the safe area.
    case trailing
}
