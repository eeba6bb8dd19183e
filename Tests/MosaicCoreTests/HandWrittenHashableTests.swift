import Foundation
import MosaicCore
import Testing

/// `MosaicItem` and `MosaicLayout` write `==` and `hash(into:)` by hand (Apple's `CGRect` and `CGSize`
/// are not Hashable): every field must take part in both.
@Suite("Hand-written Hashable conformances")
struct HandWrittenHashableTests {
    @Test func equalItemsHashEqually() {
        let a = MosaicItem(index: 4, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let b = MosaicItem(index: 4, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test(arguments: [
        MosaicItem(index: 5, frame: CGRect(x: 1, y: 2, width: 3, height: 4)),
        MosaicItem(index: 4, frame: CGRect(x: 9, y: 2, width: 3, height: 4)),
        MosaicItem(index: 4, frame: CGRect(x: 1, y: 9, width: 3, height: 4)),
        MosaicItem(index: 4, frame: CGRect(x: 1, y: 2, width: 9, height: 4)),
        MosaicItem(index: 4, frame: CGRect(x: 1, y: 2, width: 3, height: 9)),
    ])
    func everyItemFieldTakesPartInEquality(changed: MosaicItem) {
        let base = MosaicItem(index: 4, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(changed != base)
        #expect(Set([changed, base]).count == 2)
    }

    static func layout(
        pattern: MosaicPattern = .explore, width: CGFloat = 390, spacing: CGFloat = 1, itemCount: Int = 19,
        scale: CGFloat? = 3, direction: MosaicLayoutDirection = .leftToRight, insets: MosaicInsets = .zero
    ) throws -> MosaicLayout {
        try MosaicLayout(
            pattern: pattern, width: width, spacing: spacing, itemCount: itemCount, scale: scale,
            layoutDirection: direction, contentInsets: insets)
    }

    @Test func layoutsFromEqualArgumentsAreEqualAndHashEqually() throws {
        let a = try Self.layout()
        let b = try Self.layout()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func everyLayoutArgumentTakesPartInEquality() throws {
        let base = try Self.layout()
        let changed = [
            try Self.layout(pattern: .feature), try Self.layout(width: 391), try Self.layout(spacing: 2),
            try Self.layout(itemCount: 20), try Self.layout(scale: 2), try Self.layout(scale: nil),
            try Self.layout(direction: .rightToLeft), try Self.layout(insets: MosaicInsets(top: 8)),
        ]
        for (position, layout) in changed.enumerated() {
            #expect(layout != base, "variant \(position) must differ")
            #expect(Set([layout, base]).count == 2, "variant \(position) must be a distinct set member")
        }
    }
}
