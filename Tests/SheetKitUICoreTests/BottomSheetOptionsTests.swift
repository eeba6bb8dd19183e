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
