import Foundation

/// Who caused a change: the person (a drag, a tap, an accessibility action), the app (a call in
/// code) or the system (a rotation, the keyboard, a measurement). UIKit reports detent changes to
/// its delegate only for the person's, and so do SheetKit's front ends.
public enum HostCause: String, Sendable, Codable {
    case user
    case app
    case system
}
