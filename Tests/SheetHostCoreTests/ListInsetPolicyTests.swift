import Foundation
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the sheet adds to its tracked list's insets: the host's, less what the platform already
/// adjusts, nothing with `.never`.
@Suite("Host: the tracked list's inset policy")
struct ListInsetPolicyTests {
    @Test(
        "the host's inset less the platform's adjustment, never negative",
        arguments: [
            // host bottom, adjusts, contentInset bottom, adjusted bottom, expected bottom
            (34.0, true, 0.0, 0.0, 34.0),
            (34, true, 0, 34, 0),  // UIKit already keeps the rows clear of the home indicator
            (34, true, 10, 20, 24),  // the app's 10, UIKit's 10: 24 more
            (34, true, 0, 50, 0),  // UIKit gives more than the host asks
            (34, false, 0, 0, 0),  // .never
            (.nan, true, 0, 0, 0),
            (34, true, .infinity, 0, 34),
        ] as [(Double, Bool, Double, Double, Double)])
    func bottom(_ host: Double, _ adjusts: Bool, _ content: Double, _ adjusted: Double, _ expected: Double) {
        let added = ListInsetPolicy.added(
            hostInsets: HostInsets(top: 0, bottom: CGFloat(host)), adjusts: adjusts, contentTop: 0,
            contentBottom: CGFloat(content), adjustedTop: 0, adjustedBottom: CGFloat(adjusted))
        #expect(added.bottom == CGFloat(expected))
        #expect(added.top == 0)
    }

    @Test("the top follows the same rule")
    func top() {
        let added = ListInsetPolicy.added(
            hostInsets: HostInsets(top: 20, bottom: 0), adjusts: true, contentTop: 5, contentBottom: 0,
            adjustedTop: 12, adjustedBottom: 0)
        #expect(added.top == 13 && added.bottom == 0)
    }
}
