import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a modifier's request and its content's options set on the sheet, checked on the host the
/// device runs: the background table of the article on both kinds, at every detent and through a
/// resize, with nothing assigned again.
@Suite("SwiftUI: the sheet's properties")
struct SheetPropertiesTests {
    /// Listed out of order: the tallest is `.large`, not the last.
    static let detents: [Detent] = [.large, .height(120, identifier: "peek"), .medium]
    /// A smaller screen: the detents resolve to other heights, and the tallest may be another one.
    static let smaller = HostContainer(size: CGSize(width: 375, height: 667), safeArea: HostInsets(top: 20))

    /// The article's table: what each background interaction leaves live (no dim, touches pass)
    /// at peek, medium and large, on a modal and a floating sheet.
    struct Row: Sendable, CustomTestStringConvertible {
        var kind: SheetPresentationKind
        var interaction: BottomSheetOptions.BackgroundInteraction
        var live: [Detent.Identifier: Bool]
        var testDescription: String { "\(kind) \(interaction)" }
    }

    static func all(_ value: Bool) -> [Detent.Identifier: Bool] {
        ["peek": value, .medium: value, .large: value]
    }
    static let rows: [Row] = [
        Row(kind: .modal, interaction: .automatic, live: all(false)),
        Row(kind: .modal, interaction: .disabled, live: all(false)),
        Row(kind: .modal, interaction: .enabled, live: all(true)),
        Row(
            kind: .modal, interaction: .enabled(upThrough: .medium),
            live: ["peek": true, .medium: true, .large: false]),
        Row(kind: .floating, interaction: .automatic, live: all(true)),
        Row(kind: .floating, interaction: .disabled, live: all(false)),
        Row(kind: .floating, interaction: .enabled, live: all(true)),
        Row(
            kind: .floating, interaction: .enabled(upThrough: "peek"),
            live: ["peek": true, .medium: false, .large: false]),
    ]

    /// A host configured as the binding configures its controller: a new controller's values, then
    /// the assignments the model makes. The raw host, not a `HostTestStore`: these tests read one
    /// derived value per detent (what stays live), the model's subject here; every frame field of an
    /// assignment is checked exhaustively in `HostPropertyAssignmentTests`.
    static func host(_ kind: SheetPresentationKind, _ options: BottomSheetOptions) throws -> SheetHost {
        let request = SheetModifierRequest(kind: kind, detents: detents, options: options)
        let properties = SheetProperties(request: request, contentOptions: BottomSheetOptions())
        var configuration = SheetConfiguration(detents: detents, isFloating: kind == .floating)
        configuration.isDismissible = kind == .modal
        var host = try SheetHost(configuration: configuration)
        host.handle(.container(.iPhone), at: 0)
        for assignment in properties.assignments(from: .newController) {
            if let property = assignment.hostProperty { host.handle(.set(property, animated: false), at: 0) }
        }
        host.handle(.present, at: 0)
        settle(&host)
        return host
    }

    static func settle(_ host: inout SheetHost) {
        var time = host.frame.time
        var frame = host.handle(.tick(), at: time)
        let end = time + 3
        while frame.needsTicks, time < end {
            time += 1.0 / 60
            frame = host.handle(.tick(), at: time)
        }
    }

    @Test("the background table holds at every detent and through a resize", arguments: rows)
    func backgroundTable(row: Row) throws {
        var options = BottomSheetOptions()
        options.backgroundInteraction = row.interaction
        var host = try Self.host(row.kind, options)
        for container in [HostContainer.iPhone, Self.smaller, .iPhone] {
            host.handle(.container(container), at: host.frame.time + 0.01)
            for (detent, live) in row.live {
                host.handle(.select(detent, animated: false), at: host.frame.time + 0.01)
                Self.settle(&host)
                let frame = host.frame
                #expect(frame.sheet.restingDetentIdentifier == detent)
                #expect((frame.dimAlpha == 0) == live, "\(detent) in \(container.size)")
                #expect(frame.passesTouchesThrough == live, "\(detent) in \(container.size)")
            }
        }
    }

    @Test func eachOptionReachesItsProperty() {
        var options = BottomSheetOptions()
        options.interactiveDismissDisabled = true
        options.contentInteraction = .scrolls
        options.cornerRadius = 24
        options.dragIndicator = .hidden
        options.background = .gray
        options.detentNames = [.medium: "Half"]
        let request = SheetModifierRequest(
            kind: .modal, detents: [], options: options, recordsHostEvents: true)
        let properties = SheetProperties(request: request, contentOptions: BottomSheetOptions())
        #expect(
            properties.assignments(from: .newController) == [
                .detents([.large]), .isModalInPresentation(true), .preferredCornerRadius(24),
                .prefersScrollingExpandsWhenScrolledToEdge(false), .background(.gray),
                .accessibilityDetentNames([.medium: "Half"]), .recordsHostEvents(true),
            ])
        // A floating sheet has no guard to set: it is never dismissed by the person.
        let floating = SheetProperties(
            request: SheetModifierRequest(kind: .floating, detents: [], options: options),
            contentOptions: options)
        #expect(!floating.isModalInPresentation)
        // The content's options win for what they set.
        var content = BottomSheetOptions()
        content.cornerRadius = 8
        #expect(SheetProperties(request: request, contentOptions: content).preferredCornerRadius == 8)
    }

    /// (indicator, detent count) → grabber shown: `.automatic` only with more than one detent, as
    /// `.sheet`'s `presentationDragIndicator(.automatic)`; no detents is `.large` alone.
    static let grabbers: [(BottomSheetOptions.DragIndicator, Int, Bool)] = [
        (.automatic, 0, false), (.automatic, 1, false), (.automatic, 2, true), (.automatic, 3, true),
        (.visible, 0, true), (.visible, 1, true), (.hidden, 1, false), (.hidden, 3, false),
    ]

    @Test(arguments: grabbers.indices)
    func theAutomaticGrabberShowsWithMoreThanOneDetent(_ index: Int) {
        let (indicator, count, shown) = Self.grabbers[index]
        var options = BottomSheetOptions()
        options.dragIndicator = indicator
        let detents = Array([Detent.height(100, identifier: "a"), .medium, .large].prefix(count))
        let properties = SheetProperties(
            request: SheetModifierRequest(kind: .modal, detents: detents, options: options),
            contentOptions: BottomSheetOptions())
        #expect(properties.prefersGrabberVisible == shown)
    }

    /// A `ShapeStyle` background and a `SheetStyle.Background` compose as every option: the later wins.
    @Test func aDrawnBackgroundAndASystemOneComposeInOrder() {
        var drawn = BottomSheetOptions()
        drawn.drawsBackground = true
        var system = BottomSheetOptions()
        system.background = .gray
        system.drawsBackground = false
        #expect(system.overridden(by: drawn).drawsBackground)
        #expect(system.overridden(by: drawn).background == .gray)
        #expect(!drawn.overridden(by: system).drawsBackground)
        #expect(!BottomSheetOptions().drawsBackground)
    }

    @Test("only what changed is assigned, once")
    func onlyChanges() {
        let request = SheetModifierRequest(kind: .modal, detents: [.medium, .large])
        let first = SheetProperties(request: request, contentOptions: BottomSheetOptions())
        #expect(first.assignments(from: first).isEmpty)
        var options = BottomSheetOptions()
        options.backgroundInteraction = .enabled
        let second = SheetProperties(request: request, contentOptions: options)
        #expect(second.assignments(from: first) == [.undimmedAtEveryDetent(true)])
        options.backgroundInteraction = .disabled
        let third = SheetProperties(request: request, contentOptions: options)
        #expect(third.assignments(from: second) == [.undimmedAtEveryDetent(false), .dimsAtEveryDetent(true)])
    }
}
