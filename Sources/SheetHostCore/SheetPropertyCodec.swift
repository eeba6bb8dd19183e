import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a property's value is written in a scenario and read back, with the place of the value in
/// ``SheetPropertyValues``: the recorder and the scenario reader each handle a kind once, for every
/// property of that kind.
package enum SheetPropertyCodec: Sendable {
    /// A JSON boolean.
    case flag(WritableKeyPath<SheetPropertyValues, Bool> & Sendable)
    /// A detent identifier as a string, or null for none.
    case identifier(WritableKeyPath<SheetPropertyValues, Detent.Identifier?> & Sendable)
    /// A length in points, 0 or more (anything else is written as 0).
    case size(WritableKeyPath<SheetPropertyValues, CGFloat> & Sendable)
    /// A length in points, or null for the standard one.
    case optionalSize(WritableKeyPath<SheetPropertyValues, CGFloat?> & Sendable)
    /// A number in 0…1 (NaN is written as the default dim alpha).
    case unitInterval(WritableKeyPath<SheetPropertyValues, CGFloat> & Sendable)
    /// A detent list (the scenario's detent objects).
    case detents(WritableKeyPath<SheetPropertyValues, [Detent]> & Sendable)
    /// A header object, or null for none.
    case header(WritableKeyPath<SheetPropertyValues, SheetStyle.Header?> & Sendable)
    /// A background style's name.
    case background(WritableKeyPath<SheetPropertyValues, SheetStyle.Background> & Sendable)
    /// A placement's name.
    case placement(WritableKeyPath<SheetPropertyValues, HostSheetPlacement> & Sendable)
    /// A string.
    case text(WritableKeyPath<SheetPropertyValues, String> & Sendable)
    /// An object of strings by detent identifier.
    case detentNames(WritableKeyPath<SheetPropertyValues, [Detent.Identifier: String]> & Sendable)
    /// No scenario form: a recording says it left the property out.
    case unwritten
}
