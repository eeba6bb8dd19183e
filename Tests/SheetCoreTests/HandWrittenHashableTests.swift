import Foundation
import SheetCore
import Testing

/// `SheetContainer` writes `==` and `hash(into:)` by hand (Apple's `CGSize` is not Hashable): every
/// field must take part in both.
@Suite("Hand-written Hashable conformances")
struct HandWrittenHashableTests {
    static let base = SheetContainer(
        size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34),
        keyboardHeight: 0, isCompactHeight: false)

    @Test func equalContainersHashEqually() {
        let copy = SheetContainer(
            size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34))
        #expect(copy == Self.base)
        #expect(copy.hashValue == Self.base.hashValue)
        #expect(Set([copy, Self.base]).count == 1)
    }

    static func changed(_ change: (inout SheetContainer) -> Void) -> SheetContainer {
        var container = base
        change(&container)
        return container
    }

    @Test(arguments: [
        ("size.width", changed { $0.size.width = 391 }),
        ("size.height", changed { $0.size.height = 843 }),
        ("safeAreaInsets", changed { $0.safeAreaInsets.top = 20 }),
        ("keyboardHeight", changed { $0.keyboardHeight = 336 }),
        ("isCompactHeight", changed { $0.isCompactHeight = true }),
        ("fillsHeight", changed { $0.fillsHeight = true }),
    ])
    func everyFieldTakesPartInEquality(field: String, changed: SheetContainer) {
        #expect(changed != Self.base, "changing \(field) must break equality")
        #expect(Set([changed, Self.base]).count == 2, "changing \(field) must give a distinct set member")
    }
}
