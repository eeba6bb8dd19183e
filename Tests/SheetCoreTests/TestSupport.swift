import Foundation
@_exported import SeededRandom
import SheetCore

func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

let iPhone = SheetContainer.iPhone
let iPhoneWithKeyboard = SheetContainer(
    size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34),
    keyboardHeight: 336)
let iPhoneLandscape = SheetContainer(
    size: CGSize(width: 844, height: 390),
    safeAreaInsets: SafeAreaInsets(top: 0, bottom: 21, leading: 47, trailing: 47),
    isCompactHeight: true)

/// A random container of plausible phone/tablet proportions, with or without a keyboard.
func randomContainer(_ rng: inout SplitMix64) -> SheetContainer {
    let height = rng.double(400...1400)
    return SheetContainer(
        size: CGSize(width: rng.double(300...1400), height: height),
        safeAreaInsets: SafeAreaInsets(top: rng.double(0...60), bottom: rng.double(0...40)),
        keyboardHeight: rng.bool() ? 0 : rng.double(0...(height * 0.45)),
        isCompactHeight: rng.int(0...4) == 0)
}

/// A random valid detent list with unique identifiers.
func randomDetents(_ rng: inout SplitMix64) -> [Detent] {
    var detents: [Detent] = []
    if rng.bool() { detents.append(.medium) }
    if rng.bool() { detents.append(.large) }
    for index in 0..<rng.int(0...3) {
        switch rng.int(0...3) {
        case 0: detents.append(.fraction(rng.double(0.05...1), identifier: "f\(index)"))
        case 1: detents.append(.height(rng.double(40...1200), identifier: "h\(index)"))
        case 2: detents.append(.fitting(identifier: "fit\(index)"))
        default:
            let factor = rng.double(0.1...1.5)
            detents.append(
                .custom(identifier: "c\(index)") {
                    $0.container.isCompactHeight ? nil : $0.maximumDetentValue * factor
                })
        }
    }
    return detents.isEmpty ? [.large] : detents
}
