import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// Options with every field in `fields` set to a value that differs from the default and from
/// ``distinct(_:second:)``'s other variant.
private func options(setting fields: BottomSheetOptions.Fields, second: Bool) -> BottomSheetOptions {
    var options = BottomSheetOptions()
    if fields.contains(.dragIndicator) { options.dragIndicator = second ? .hidden : .visible }
    if fields.contains(.backgroundInteraction) {
        options.backgroundInteraction = second ? .enabled : .enabled(upThrough: .medium)
    }
    if fields.contains(.contentInteraction) { options.contentInteraction = second ? .scrolls : .resizes }
    if fields.contains(.interactiveDismissDisabled) { options.interactiveDismissDisabled = !second }
    if fields.contains(.cornerRadius) { options.cornerRadius = second ? 30 : 20 }
    if fields.contains(.background) { options.background = second ? .gray : .white }
    return options
}

private let singleFields: [BottomSheetOptions.Fields] = [
    .dragIndicator, .backgroundInteraction, .contentInteraction, .interactiveDismissDisabled, .cornerRadius,
    .background,
]

/// Every subset of the six fields.
private let allSubsets = (0..<64).map { BottomSheetOptions.Fields(rawValue: $0) }

@Suite struct BottomSheetOptionsTests {
    @Test(arguments: singleFields)
    func eachOptionSetsOnlyItsOwnField(field: BottomSheetOptions.Fields) {
        let set = options(setting: field, second: false)
        #expect(set.explicitlySet == field)
        // Every other field is still the default: merging it over defaults changes only `field`.
        let onlyOthers = BottomSheetOptions().overridden(by: set)
        #expect(onlyOthers == set)
        for other in singleFields where other != field {
            #expect(
                options(setting: other, second: false).overridden(by: set).explicitlySet == [other, field])
        }
    }

    @Test func settingTheDefaultValueStillCountsAsSet() {
        var guarded = BottomSheetOptions()
        guarded.interactiveDismissDisabled = true
        var later = BottomSheetOptions()
        later.interactiveDismissDisabled = false
        #expect(guarded.overridden(by: later).interactiveDismissDisabled == false)
    }

    @Test func aCornerRadiusSetAfterTheGuardKeepsTheGuard() {
        var guarded = BottomSheetOptions()
        guarded.interactiveDismissDisabled = true
        var rounded = BottomSheetOptions()
        rounded.cornerRadius = 20
        let merged = guarded.overridden(by: rounded)
        #expect(merged.interactiveDismissDisabled)
        #expect(merged.cornerRadius == 20)
        #expect(merged.explicitlySet == [.interactiveDismissDisabled, .cornerRadius])
    }

    /// For every pair of subsets: a field comes from the later options when they set it, else from
    /// the earlier ones when they set it, else it is the default.
    @Test(arguments: allSubsets)
    func laterOptionsOverrideOnlyWhatTheySet(earlierFields: BottomSheetOptions.Fields) {
        let defaults = BottomSheetOptions()
        let earlier = options(setting: earlierFields, second: false)
        for laterFields in allSubsets {
            let later = options(setting: laterFields, second: true)
            let merged = earlier.overridden(by: later)
            func source(_ field: BottomSheetOptions.Fields) -> BottomSheetOptions {
                laterFields.contains(field) ? later : earlierFields.contains(field) ? earlier : defaults
            }
            #expect(merged.dragIndicator == source(.dragIndicator).dragIndicator)
            #expect(merged.backgroundInteraction == source(.backgroundInteraction).backgroundInteraction)
            #expect(merged.contentInteraction == source(.contentInteraction).contentInteraction)
            #expect(
                merged.interactiveDismissDisabled
                    == source(.interactiveDismissDisabled).interactiveDismissDisabled)
            #expect(merged.cornerRadius == source(.cornerRadius).cornerRadius)
            #expect(merged.background == source(.background).background)
            #expect(merged.explicitlySet == earlierFields.union(laterFields))
        }
    }

    @Test func mergingIsAssociative() {
        let samples = [0, 5, 12, 33, 63].map { BottomSheetOptions.Fields(rawValue: $0) }
        for a in samples {
            for b in samples {
                for c in samples {
                    let x = options(setting: a, second: false)
                    let y = options(setting: b, second: true)
                    var z = options(setting: c, second: false)
                    if c.contains(.cornerRadius) { z.cornerRadius = 44 }
                    #expect(x.overridden(by: y).overridden(by: z) == x.overridden(by: y.overridden(by: z)))
                }
            }
        }
    }
}

@Suite struct OptionsConfigurationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var kind: SheetPresentationKind
        var interaction: BottomSheetOptions.BackgroundInteraction?
        var undimmed: Detent.Identifier?
        var testDescription: String {
            "\(kind) \(String(describing: interaction)) → \(String(describing: undimmed))"
        }
    }

    /// Detents listed out of order: the largest is `.large`, not the last in the list.
    static let detents: [Detent] = [.large, .height(120, identifier: "peek"), .medium]

    @Test(arguments: [
        Row(kind: .modal, interaction: nil, undimmed: nil),
        Row(kind: .floating, interaction: nil, undimmed: .large),
        Row(kind: .modal, interaction: .automatic, undimmed: nil),
        Row(kind: .floating, interaction: .disabled, undimmed: nil),
        Row(kind: .modal, interaction: .enabled, undimmed: .large),
        Row(kind: .modal, interaction: .enabled(upThrough: .medium), undimmed: .medium),
        Row(kind: .floating, interaction: .enabled(upThrough: "peek"), undimmed: "peek"),
        Row(kind: .modal, interaction: .enabled(upThrough: "missing"), undimmed: nil),
    ])
    func backgroundInteractionPicksTheUndimmedDetent(row: Row) {
        var options = BottomSheetOptions()
        if let interaction = row.interaction { options.backgroundInteraction = interaction }
        let configuration = options.configuration(
            kind: row.kind, detents: Self.detents, selection: nil, largestDetent: .large)
        #expect(configuration.largestUndimmedDetentIdentifier == row.undimmed)
        #expect((try? configuration.validate()) != nil)
    }

    @Test func eachOptionReachesItsConfigurationField() throws {
        var options = BottomSheetOptions()
        options.interactiveDismissDisabled = true
        options.contentInteraction = .scrolls
        options.cornerRadius = 24
        options.dragIndicator = .hidden
        options.background = .gray
        let configuration = options.configuration(
            kind: .modal, detents: [.medium], selection: "unknown", largestDetent: "gone", reducesMotion: true
        )
        #expect(configuration.isModalInPresentation)
        #expect(configuration.isDismissible)
        #expect(!configuration.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(configuration.style.preferredCornerRadius == 24)
        #expect(!configuration.style.prefersGrabberVisible)
        #expect(configuration.style.background == .gray)
        #expect(configuration.behavior.reducesMotion)
        // An unknown selection or largest detent is dropped, never made into an invalid configuration.
        #expect(configuration.selectedDetentIdentifier == nil)
        try configuration.validate()
        let floating = BottomSheetOptions().configuration(
            kind: .floating, detents: [], selection: .large, largestDetent: nil)
        #expect(!floating.isDismissible)
        // No detents: `.large` alone, as `.sheet`.
        #expect(floating.detents.map(\.identifier) == [.large])
        #expect(floating.selectedDetentIdentifier == .large)
    }

    @Test(
        "the floating kind is the host's floating sheet; the modal kind is not",
        arguments: [
            (SheetPresentationKind.modal, false), (.floating, true),
        ])
    func floatingKindIsFloating(kind: SheetPresentationKind, floating: Bool) throws {
        let configuration = BottomSheetOptions().configuration(
            kind: kind, detents: Self.detents, selection: nil, largestDetent: .large)
        #expect(configuration.isFloating == floating)
        #expect(configuration.isDismissible == !floating)
        try configuration.validate()
    }

    /// (indicator, detent count) → grabber shown: `.automatic` only with more than one detent, as
    /// `.sheet`'s `presentationDragIndicator(.automatic)`.
    static let grabbers: [(BottomSheetOptions.DragIndicator, Int, Bool)] = [
        (.automatic, 0, false), (.automatic, 1, false), (.automatic, 2, true), (.automatic, 3, true),
        (.visible, 1, true), (.visible, 2, true), (.hidden, 1, false), (.hidden, 3, false),
    ]

    @Test(arguments: grabbers.indices)
    func theAutomaticGrabberShowsWithMoreThanOneDetent(_ index: Int) {
        let (indicator, count, shown) = Self.grabbers[index]
        var options = BottomSheetOptions()
        options.dragIndicator = indicator
        #expect(options.showsGrabber(detentCount: count) == shown)
        let detents = Array([Detent.height(100, identifier: "a"), .medium, .large].prefix(count))
        let configuration = options.configuration(
            kind: .modal, detents: detents, selection: nil, largestDetent: nil)
        // An empty list is `.large` alone: one detent.
        #expect(configuration.style.prefersGrabberVisible == (count == 0 ? indicator == .visible : shown))
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

    /// `.enabled` leaves the sheet undimmed at its tallest detent even when the list ends with a
    /// smaller one: the host's resolution names the largest.
    @Test func enabledBackgroundIsUndimmedAtTheTallestDetent() throws {
        var options = BottomSheetOptions()
        options.backgroundInteraction = .enabled
        var host = try SheetHost(
            configuration: options.configuration(
                kind: .modal, detents: Self.detents, selection: .large, largestDetent: nil))
        host.handle(.container(.iPhone), at: 0)
        let largest = host.interaction.resolution.largest.identifier
        #expect(largest == .large)
        host.handle(
            .configure(
                options.configuration(
                    kind: .modal, detents: Self.detents, selection: .large, largestDetent: largest)), at: 0)
        host.handle(.present, at: 0)
        var frame = host.handle(.tick(), at: 0)
        var time = 0.0
        while frame.needsTicks, time < 5 {
            time += 1.0 / 60
            frame = host.handle(.tick(), at: time)
        }
        #expect(frame.sheet.selectedDetentIdentifier == .large)
        #expect(frame.dimAlpha == 0)
        #expect(frame.passesTouchesThrough)
    }
}

@Suite struct LargestDetentTests {
    @Test func theTallestResolvedDetentWhateverTheOrder() {
        let container = SheetContainer(
            size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34))
        #expect(BottomSheetOptions.largestDetent(of: [.large, .medium], in: container) == .large)
        #expect(
            BottomSheetOptions.largestDetent(of: [.height(600, identifier: "tall"), .medium], in: container)
                == "tall")
        // An inactive custom detent is skipped; an empty list means the default one.
        let inactive = Detent.custom(identifier: "never") { _ in nil }
        #expect(BottomSheetOptions.largestDetent(of: [.medium, inactive], in: container) == .medium)
        #expect(BottomSheetOptions.largestDetent(of: [], in: container) == .large)
        // A fitting detent is as tall as its content.
        #expect(
            BottomSheetOptions.largestDetent(
                of: [.medium, .fitting()], in: container, contentFittingHeight: 700)
                != .medium)
        #expect(BottomSheetOptions.largestDetent(of: [.medium, .medium], in: container) == nil)
    }
}
