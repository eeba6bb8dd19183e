import Foundation
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which measurement gives `.fitting()` its height: the preferred size, else the tracked list and
/// what is around it, else Auto Layout's.
@Suite("Host: the content's fitting height")
struct ContentFittingRuleTests {
    typealias Rule = ContentFittingRule

    @Test(
        "which measurement wins",
        arguments: [
            // preferred, list, auto layout, expected
            (300.0, Rule.List(contentHeight: 900), 200.0, 300.0),
            (0, Rule.List(contentHeight: 900), 200, 900),
            (.nan, nil, 200, 200),
            (-5, nil, 200, 200),
            (0, nil, .nan, 0),
            (0, nil, -3, 0),
            // The app's own insets count, the part the sheet added doesn't.
            (0, Rule.List(contentHeight: 900, insetTop: 10, insetBottom: 50, addedBottom: 34), 0, 926),
            // A search field above (56) and a toolbar below (44) the list, in a 700 pt content view.
            (
                0,
                Rule.List(
                    contentHeight: 900, frameInContent: CGRect(x: 0, y: 56, width: 390, height: 600),
                    contentViewHeight: 700), 0, 1000
            ),
            (0, Rule.List(contentHeight: .infinity), 0, 0),
        ] as [(Double, Rule.List?, Double, Double)])
    func winner(_ preferred: Double, _ list: Rule.List?, _ autoLayout: Double, _ expected: Double) {
        let height = Rule.height(preferredHeight: CGFloat(preferred), list: list) { CGFloat(autoLayout) }
        #expect(height == CGFloat(expected))
    }

    @Test("Auto Layout is asked only when nothing else decides")
    func autoLayoutIsLazy() {
        var asked = 0
        _ = Rule.height(preferredHeight: 120, list: nil) {
            asked += 1
            return 0
        }
        _ = Rule.height(preferredHeight: nil, list: Rule.List(contentHeight: 10)) {
            asked += 1
            return 0
        }
        #expect(asked == 0)
    }
}
