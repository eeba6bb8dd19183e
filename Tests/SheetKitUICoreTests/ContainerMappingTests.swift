import Foundation
import SheetHostCore
import Testing

@testable import SheetKitUICore

@Suite struct ContainerMappingTests {
    @Test(arguments: [HostLayoutDirection.leftToRight, .rightToLeft])
    func theContainerIsTheWholeAreaWithPhysicalInsets(direction: HostLayoutDirection) {
        // A landscape iPhone: the notch on the leading side.
        let container = HostContainer(
            safeSize: CGSize(width: 756, height: 369), top: 0, leading: 44, bottom: 21, trailing: 44 - 10,
            layoutDirection: direction, horizontalSizeClass: .compact, verticalSizeClass: .compact,
            displayScale: 3, contentSizeCategory: "UICTContentSizeCategoryL")
        #expect(container.size == CGSize(width: 834, height: 390))
        #expect(container.safeArea.left == (direction == .leftToRight ? 44 : 34))
        #expect(container.safeArea.right == (direction == .leftToRight ? 34 : 44))
        #expect(container.safeArea.bottom == 21)
        #expect(container.verticalSizeClass == .compact)
    }

    @Test func badReadingsAreClampedToZero() {
        let container = HostContainer(
            safeSize: CGSize(width: CGFloat.nan, height: -5), top: .infinity, leading: -3,
            bottom: CGFloat.nan, trailing: 2,
            layoutDirection: .leftToRight, horizontalSizeClass: .compact, verticalSizeClass: nil,
            displayScale: 3, contentSizeCategory: "UICTContentSizeCategoryL")
        #expect(container.size == CGSize(width: 2, height: 0))
        #expect(container.safeArea == HostInsets(right: 2))
        #expect(!container.isUsable)
    }
}
