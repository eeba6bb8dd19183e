import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A configuration problem, reported before anything is laid out.
///
/// Each case names the field or identifier at fault so the message can be shown as is.
public enum SheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The detent list is empty: a sheet needs somewhere to rest.
    case emptyDetents
    /// Two detents share this identifier.
    case duplicateDetentIdentifier(Detent.Identifier)
    /// `selectedDetentIdentifier` names no detent in the list.
    case unknownSelectedDetentIdentifier(Detent.Identifier)
    /// `largestUndimmedDetentIdentifier` names no detent in the list.
    case unknownLargestUndimmedDetentIdentifier(Detent.Identifier)
    /// A size, height or duration is negative, NaN or infinite.
    case invalidSize(field: String, value: CGFloat)
    /// A `.fraction` detent's fraction is outside (0, 1].
    case invalidFraction(Detent.Identifier, CGFloat)
    /// A `.height` detent's height is not positive and finite.
    case invalidHeight(Detent.Identifier, CGFloat)
    /// A behaviour constant is outside its documented range.
    case invalidBehavior(field: String, value: CGFloat)

    public var description: String {
        switch self {
        case .emptyDetents:
            "detents: the list is empty; a sheet needs at least one detent"
        case .duplicateDetentIdentifier(let id):
            "detents: the identifier '\(id.rawValue)' is used more than once"
        case .unknownSelectedDetentIdentifier(let id):
            "selectedDetentIdentifier: '\(id.rawValue)' is not among the detents"
        case .unknownLargestUndimmedDetentIdentifier(let id):
            "largestUndimmedDetentIdentifier: '\(id.rawValue)' is not among the detents"
        case .invalidSize(let field, let value):
            "\(field): \(value) is not a finite size of zero or more"
        case .invalidFraction(let id, let value):
            "detents['\(id.rawValue)'].fraction: \(value) is outside (0, 1]"
        case .invalidHeight(let id, let value):
            "detents['\(id.rawValue)'].height: \(value) is not a finite height above zero"
        case .invalidBehavior(let field, let value):
            "behavior.\(field): \(value) is out of range"
        }
    }
}
