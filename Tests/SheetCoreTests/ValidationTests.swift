import Foundation
import SheetCore
import Testing

@Suite("Configuration validation")
struct ValidationTests {
    static let cases: [(String, SheetConfiguration, SheetError)] = {
        var badBehavior = SheetBehavior()
        badBehavior.decelerationRate = 1
        var badSpring = SheetBehavior()
        badSpring.spring = SheetSpring(response: 0, dampingFraction: 1)
        return [
            ("empty", SheetConfiguration(detents: []), .emptyDetents),
            (
                "duplicate", SheetConfiguration(detents: [.medium, .height(100, identifier: "medium")]),
                .duplicateDetentIdentifier(.medium)
            ),
            (
                "selected", SheetConfiguration(detents: [.medium], selectedDetentIdentifier: .large),
                .unknownSelectedDetentIdentifier(.large)
            ),
            (
                "undimmed", SheetConfiguration(detents: [.large], largestUndimmedDetentIdentifier: .medium),
                .unknownLargestUndimmedDetentIdentifier(.medium)
            ),
            (
                "fraction zero", SheetConfiguration(detents: [.fraction(0, identifier: "f")]),
                .invalidFraction("f", 0)
            ),
            (
                "fraction above one", SheetConfiguration(detents: [.fraction(1.5, identifier: "f")]),
                .invalidFraction("f", 1.5)
            ),
            (
                "height negative", SheetConfiguration(detents: [.height(-1, identifier: "h")]),
                .invalidHeight("h", -1)
            ),
            (
                "height infinite", SheetConfiguration(detents: [.height(.infinity, identifier: "h")]),
                .invalidHeight("h", .infinity)
            ),
            (
                "dim alpha", SheetConfiguration(maximumDimAlpha: 2),
                .invalidBehavior(field: "maximumDimAlpha", value: 2)
            ),
            (
                "deceleration", SheetConfiguration(behavior: badBehavior),
                .invalidBehavior(field: "decelerationRate", value: 1)
            ),
            (
                "spring", SheetConfiguration(behavior: badSpring),
                .invalidBehavior(field: "spring.response", value: 0)
            ),
            (
                "corner", SheetConfiguration(style: SheetStyle(preferredCornerRadius: -3)),
                .invalidSize(field: "preferredCornerRadius", value: -3)
            ),
        ]
    }()

    @Test(arguments: cases.indices)
    func eachProblemHasItsError(index: Int) {
        let (name, configuration, expected) = Self.cases[index]
        #expect(throws: expected, "\(name)") { try configuration.validate() }
        #expect(throws: expected) { try SheetInteraction(configuration: configuration, container: iPhone) }
    }

    @Test func fractionNaNIsRejected() {
        #expect(throws: SheetError.self) {
            try SheetConfiguration(detents: [.fraction(CGFloat.nan, identifier: "f")]).validate()
        }
    }

    @Test(arguments: [
        ("container.width", SheetContainer(size: CGSize(width: -1, height: 844))),
        ("container.height", SheetContainer(size: CGSize(width: 390, height: CGFloat.nan))),
        (
            "safeArea.top",
            SheetContainer(size: CGSize(width: 390, height: 844), safeAreaInsets: .init(top: .infinity))
        ),
        ("keyboard", SheetContainer(size: CGSize(width: 390, height: 844), keyboardHeight: -20)),
    ])
    func badContainersNameTheirField(field: String, container: SheetContainer) {
        do {
            try container.validate()
            Issue.record("expected an error for \(field)")
        } catch {
            guard let error = error as? SheetError, case .invalidSize(let named, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(named == field)
            #expect(error.description.hasPrefix(field))
        }
    }

    @Test func messagesNameTheProblem() {
        #expect(SheetError.duplicateDetentIdentifier("peek").description.contains("'peek'"))
        #expect(SheetError.emptyDetents.description.contains("empty"))
    }

    @Test func aValidConfigurationPasses() throws {
        try SheetConfiguration(
            detents: [.medium, .large, .fitting(), .fraction(1, identifier: "all")],
            selectedDetentIdentifier: .large,
            largestUndimmedDetentIdentifier: .medium
        ).validate()
    }
}
