import Foundation

/// Which groups of a ``HostFrame`` changed since the previous frame, so a binding touches only those.
public struct HostChanges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The sheet's, content's or chrome's rects, or hidden.
    public static let geometry = HostChanges(rawValue: 1 << 0)
    /// Dim alpha, dim taps, pass-through.
    public static let dimming = HostChanges(rawValue: 1 << 1)
    /// Style (``HostFrame/style``), corner radius, header title.
    public static let appearance = HostChanges(rawValue: 1 << 2)
    /// The scroll directive, or the scroll view drifted off its pin (its reported offset is not
    /// ``HostScrollDirective/pinnedOffset``): a binding acts on the directive only under this bit,
    /// never re-pinning on every frame.
    public static let scroll = HostChanges(rawValue: 1 << 3)
    /// Accessibility flags and texts.
    public static let accessibility = HostChanges(rawValue: 1 << 4)
    /// Phase, ticks or frame rate.
    public static let phase = HostChanges(rawValue: 1 << 5)
    /// The presenting view's recession.
    public static let presenter = HostChanges(rawValue: 1 << 6)

    public static let all: HostChanges = [
        .geometry, .dimming, .appearance, .scroll, .accessibility, .phase, .presenter,
    ]
}
