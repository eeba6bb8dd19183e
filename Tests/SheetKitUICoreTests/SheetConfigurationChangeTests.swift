import SheetCore
import Testing

@testable import SheetKitUICore

@Suite struct SheetConfigurationChangeTests {
    typealias Change = SheetConfigurationChange

    static func configuration(_ detents: [Detent], selection: Detent.Identifier?) -> SheetConfiguration {
        SheetConfiguration(detents: detents, selectedDetentIdentifier: selection)
    }

    struct Row: Sendable {
        var animation: Bool
        var disablesAnimations: Bool
        var springsDetents: Bool
        var springsSelection: Bool
    }

    /// New detents spring only in an animated update; a new selection springs unless the update
    /// disables animations.
    @Test(arguments: [
        Row(animation: false, disablesAnimations: false, springsDetents: false, springsSelection: true),
        Row(animation: true, disablesAnimations: false, springsDetents: true, springsSelection: true),
        Row(animation: true, disablesAnimations: true, springsDetents: false, springsSelection: false),
        Row(animation: false, disablesAnimations: true, springsDetents: false, springsSelection: false),
    ])
    func whatSprings(row: Row) {
        let change = Change(
            from: .init(detents: [.medium, .large], selection: .medium),
            to: Self.configuration([.medium], selection: .large),
            animation: row.animation, disablesAnimations: row.disablesAnimations)
        #expect(change.detents == [.medium])
        #expect(change.selection == .large)
        #expect(change.animatesDetents == row.springsDetents)
        #expect(change.animatesSelection == row.springsSelection)
    }

    @Test func nothingChangedSetsNothing() {
        let change = Change(
            from: .init(detents: [.medium, .large], selection: .large),
            to: Self.configuration([.medium, .large], selection: .large), animation: true,
            disablesAnimations: false)
        #expect(change.detents == nil)
        #expect(change.selection == nil)
        #expect(!change.animatesDetents)
        #expect(!change.animatesSelection)
        // No selection asked for: the controller keeps its own.
        let keep = Change(
            from: .init(detents: [.medium, .large], selection: .large),
            to: Self.configuration([.medium, .large], selection: nil), animation: true,
            disablesAnimations: false)
        #expect(keep.selection == nil)
    }
}
