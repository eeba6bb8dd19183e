import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The property table is the one declaration of the sheet's properties: every `SheetProperty` case
/// has one row, and every row's value goes through the accessors' path, the host, the recorder and
/// the scenario reader unchanged.
@Suite("Sheet properties: one table for the host, the accessors, the recorder and the reader")
struct SheetPropertyTableTests {
    /// A value that is not the default, at the row's place, and whether two values agree there.
    struct Sample {
        var values = SheetPropertyValues()
        /// The assignment `SheetController`'s setter sends for it (through the row's key path).
        var assignment: SheetProperty
        var agree: (SheetPropertyValues, SheetPropertyValues) -> Bool
    }

    static func sample(_ row: SheetPropertyRow) -> Sample {
        func make<Value: Equatable>(_ path: WritableKeyPath<SheetPropertyValues, Value>, _ value: Value)
            -> Sample
        {
            var values = SheetPropertyValues()
            values[keyPath: path] = value
            return Sample(
                values: values, assignment: SheetPropertyTable.assignment(path, value),
                agree: { $0[keyPath: path] == $1[keyPath: path] })
        }
        func other<Value: CaseIterable & Equatable>(_ path: WritableKeyPath<SheetPropertyValues, Value>)
            -> Sample
        {
            make(path, Value.allCases.first { $0 != SheetPropertyValues()[keyPath: path] }!)
        }
        switch row.codec {
        case .flag(let path): return make(path, !SheetPropertyValues()[keyPath: path])
        case .identifier(let path): return make(path, "peek")
        case .size(let path): return make(path, SheetPropertyValues()[keyPath: path] + 123)
        case .optionalSize(let path): return make(path, 20)
        case .unitInterval(let path): return make(path, 0.25)
        case .detents(let path): return make(path, [.height(120, identifier: "peek"), .large])
        case .header(let path):
            return make(path, SheetStyle.Header(title: "Title", showsCloseButton: false, height: 60))
        case .background(let path): return other(path)
        case .placement(let path): return other(path)
        case .text(let path): return make(path, "Handle")
        case .detentNames(let path): return make(path, ["medium": "Half", "peek": "Peek"])
        case .unwritten:
            // A behaviour: no scenario form, so no key path in the codec.
            var behavior = SheetBehavior()
            behavior.dismissVelocityThreshold = 900
            var values = SheetPropertyValues()
            values.configuration.behavior = behavior
            return Sample(
                values: values, assignment: .behavior(behavior),
                agree: { $0.configuration.behavior == $1.configuration.behavior })
        }
    }

    static let base = SheetConfiguration(detents: [.height(120, identifier: "peek"), .medium, .large])

    static func presentedHost() throws -> SheetHost {
        var host = try SheetHost(configuration: base)
        host.handle(.container(.iPhone), at: 0)
        host.handle(.present, at: 0)
        host.handle(.tick(), at: 0.5)
        return host
    }

    @Test("every SheetProperty case has exactly one row, and rows have distinct key paths and scenario keys")
    func oneRowEach() {
        let rows = SheetPropertyTable.rows
        for name in SheetProperty.Name.allCases {
            #expect(rows.filter { $0.name == name }.count == 1, "\(name)")
        }
        #expect(rows.count == SheetProperty.Name.allCases.count)
        #expect(Set(rows.map { $0.path as AnyKeyPath }).count == rows.count)
        let keys = rows.compactMap { row in row.scenarioKey.map { "\(row.scenarioGroup ?? "").\($0)" } }
        #expect(Set(keys).count == keys.count)
        // Each key is one the scenario format accepts where the row says.
        for row in rows {
            guard let key = row.scenarioKey else { continue }
            let accepted = row.scenarioGroup == nil ? ScenarioKeys.sheet : ScenarioKeys.strings
            #expect(accepted.contains(key) && [nil, "strings"].contains(row.scenarioGroup), "\(key)")
        }
        // Only a behaviour has no scenario form.
        #expect(rows.filter { $0.scenarioKey == nil }.map(\.name) == [.behavior])
    }

    @Test(
        "a non-default value set as the accessors set it is stored by the host, recorded, read back and applied to a fresh host unchanged",
        arguments: SheetPropertyTable.rows.map(\.name))
    func roundTrip(name: SheetProperty.Name) throws {
        let row = SheetPropertyTable.row(name)
        let sample = Self.sample(row)
        #expect(!sample.agree(sample.values, SheetPropertyValues()), "the sample is the default")
        #expect(sample.assignment.entry.name == name)
        #expect(sample.assignment.declaredName == name)
        #expect(sample.agree(row.property(in: sample.values).storedAlone, sample.values))

        // The host keeps it as assigned, before the next layout and after.
        var host = try Self.presentedHost()
        host.handle(.set(sample.assignment), at: 1)
        #expect(sample.agree(host.assignedProperties, sample.values))
        host.handle(.tick(), at: 1.5)
        #expect(sample.agree(host.assignedProperties, sample.values))

        // The recorder writes it; the reader reads back the same assignment.
        var recorder = ScenarioRecorder(configuration: Self.base, container: .iPhone)
        recorder.record(.present, at: 0)
        recorder.record(.set(sample.assignment), at: 1)
        guard row.scenarioKey != nil else {
            #expect(recorder.approximations == ["set \(name.rawValue)": 1])
            return
        }
        #expect(recorder.approximations.isEmpty)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        let read = scenario.events.compactMap { event -> SheetProperty? in
            if case .set(let property, _) = event.event { property } else { nil }
        }
        #expect(read.count == 1)
        let property = try #require(read.first)
        #expect(property.entry.name == name)

        // Applied to a fresh host, it gives the value the first host holds.
        var fresh = try Self.presentedHost()
        fresh.handle(.set(property), at: 1)
        fresh.handle(.tick(), at: 1.5)
        #expect(sample.agree(fresh.assignedProperties, host.assignedProperties))
    }

    @Test(
        "a non-default value in the initial sheet is written in the recording's sheet object and read back unchanged",
        arguments: SheetPropertyTable.rows.filter { $0.scenarioKey != nil }.map { $0.name })
    func initialSheetRoundTrip(name: SheetProperty.Name) throws {
        let row = SheetPropertyTable.row(name)
        var sample = Self.sample(row)
        // The identifiers name detents of the list, as a first configuration's must.
        if case .detents = row.codec {
        } else {
            sample.values.configuration.detents = Self.base.detents
        }
        #expect(!sample.agree(sample.values, SheetPropertyValues()), "the sample is the default")
        let recorder = ScenarioRecorder(
            configuration: sample.values.configuration, options: sample.values.options, container: .iPhone)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        let read = SheetPropertyValues(configuration: scenario.configuration, options: scenario.options)
        #expect(sample.agree(read, sample.values))
    }

    @Test("a header height a scenario can't hold leaves the initial sheet valid JSON, without a header")
    func initialSheetWithAnUnwritableHeader() throws {
        var configuration = Self.base
        configuration.style.header = SheetStyle.Header(title: "T", height: -4)
        let recorder = ScenarioRecorder(configuration: configuration, container: .iPhone)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        #expect(scenario.configuration.style.header == nil)
        #expect(scenario.configuration.detents == Self.base.detents)
    }
}

extension SheetProperty {
    /// Each case's name, by an exhaustive switch: a new case does not compile here until it has a
    /// name, and a name without a row fails `oneRowEach`.
    fileprivate var declaredName: Name {
        switch self {
        case .detents: .detents
        case .selectedDetentIdentifier: .selectedDetentIdentifier
        case .largestUndimmedDetentIdentifier: .largestUndimmedDetentIdentifier
        case .undimmedAtEveryDetent: .undimmedAtEveryDetent
        case .dimsAtEveryDetent: .dimsAtEveryDetent
        case .isModalInPresentation: .isModalInPresentation
        case .isDismissible: .isDismissible
        case .isFloating: .isFloating
        case .usesBottomSafeArea: .usesBottomSafeArea
        case .prefersScrollingExpandsWhenScrolledToEdge: .prefersScrollingExpandsWhenScrolledToEdge
        case .prefersGrabberVisible: .prefersGrabberVisible
        case .preferredCornerRadius: .preferredCornerRadius
        case .header: .header
        case .background: .background
        case .maximumDimAlpha: .maximumDimAlpha
        case .behavior: .behavior
        case .prefersEdgeAttachedInCompactHeight: .prefersEdgeAttachedInCompactHeight
        case .widthFollowsPreferredContentSizeWhenEdgeAttached:
            .widthFollowsPreferredContentSizeWhenEdgeAttached
        case .preferredContentWidth: .preferredContentWidth
        case .regularWidthPlacement: .regularWidthPlacement
        case .regularWidth: .regularWidth
        case .regularWidthMargin: .regularWidthMargin
        case .scrollViewBouncesAtTop: .scrollViewBouncesAtTop
        case .accessibilityGrabberLabel: .accessibilityGrabberLabel
        case .accessibilityDetentNames: .accessibilityDetentNames
        }
    }

    /// The defaults with only this assignment stored.
    fileprivate var storedAlone: SheetPropertyValues {
        var values = SheetPropertyValues()
        assign(to: &values)
        return values
    }
}
