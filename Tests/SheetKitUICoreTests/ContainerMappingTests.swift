import Foundation
import SheetHostCore
import Testing

@testable import SheetKitUICore

@Suite struct ContainerMappingTests {
    @Test func theKeyboardIsMovedIntoTheContainer() {
        let keyboard = HostKeyboard(
            screenFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
            containerOrigin: CGPoint(x: 0, y: 100),
            animationDuration: 0.3)
        #expect(keyboard.frame == CGRect(x: 0, y: 408, width: 390, height: 336))
        #expect(keyboard.overlap(in: CGSize(width: 390, height: 744)) == 336)
        #expect(keyboard.animationDuration == 0.3)
        let missing = HostKeyboard(screenFrame: nil, containerOrigin: .zero, animationDuration: nil)
        #expect(missing == .hidden)
        let otherApps = HostKeyboard(
            screenFrame: CGRect(x: 0, y: 508, width: 390, height: 336), containerOrigin: .zero,
            animationDuration: 0.25, isLocal: false)
        #expect(otherApps == .hidden)
    }
}
