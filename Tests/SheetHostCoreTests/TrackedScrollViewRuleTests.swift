import Foundation
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one rule choosing the list a sheet tracks, for UIKit and SwiftUI alike: three states the
/// app sets (a list, none, the content's own), the content's declared list first, else the best
/// scroll view found in it.
@Suite("Host: the tracked scroll view")
struct TrackedScrollViewRuleTests {
    typealias Rule = TrackedScrollViewRule
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 600)
    /// A full-height list, a carousel, a small text view.
    static let list = Rule.Candidate(
        frame: CGRect(x: 0, y: 60, width: 390, height: 540), contentWidth: 390, width: 390)
    static let carousel = Rule.Candidate(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), contentWidth: 1200, width: 390)
    static let note = Rule.Candidate(
        frame: CGRect(x: 0, y: 0, width: 390, height: 100), contentWidth: 390, width: 390)

    @Test(
        "each state the app sets, with each presence of its list and the content's",
        arguments: Rule.Mode.allCases, Rule.Presence.allCases)
    func states(_ mode: Rule.Mode, _ presence: Rule.Presence) {
        for declared in Rule.Presence.allCases {
            let choice = Rule.choose(
                mode: mode, explicit: presence, declared: declared, candidates: { [Self.note, Self.list] },
                in: Self.bounds)
            switch mode {
            case .none: #expect(choice == .none, "untracked: nothing, whatever is there")
            case .explicit: #expect(choice == (presence == .inWindow ? .explicit : .none))
            case .automatic:
                // The app's list is ignored; the declared one wins while in the window, else the
                // list found in the content.
                #expect(choice == (declared == .inWindow ? .declared : .found(1)))
            }
        }
    }

    @Test("the found search runs only when nothing is declared")
    func searchIsLazy() {
        var searched = 0
        _ = Rule.choose(
            mode: .automatic, explicit: .absent, declared: .inWindow,
            candidates: {
                searched += 1
                return []
            }, in: Self.bounds)
        _ = Rule.choose(
            mode: .none, explicit: .absent, declared: .absent,
            candidates: {
                searched += 1
                return []
            }, in: Self.bounds)
        #expect(searched == 0)
    }

    @Test("a found list off the window is never chosen")
    func offWindow() {
        var gone = Self.list
        gone.isInWindow = false
        #expect(
            Rule.choose(
                mode: .automatic, explicit: .absent, declared: .offWindow, candidates: { [gone] },
                in: Self.bounds)
                == .none)
        #expect(
            Rule.choose(
                mode: .automatic, explicit: .absent, declared: .absent, candidates: { [gone, Self.list] },
                in: Self.bounds) == .found(1))
    }

    @Test(
        "among found scroll views: the largest vertical one covering a third, inside the content",
        arguments: [
            ([note, carousel], nil),
            ([carousel, list], 1),
            ([note, list, carousel], 1),
            // A list behind the sheet reaches beyond the content.
            (
                [
                    Rule.Candidate(
                        frame: CGRect(x: 0, y: -200, width: 390, height: 1000), contentWidth: 390, width: 390)
                ], nil
            ),
            (
                [
                    Rule.Candidate(
                        frame: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 600), contentWidth: 390,
                        width: 390)
                ], nil
            ),
            (
                [
                    Rule.Candidate(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 200), contentWidth: 390, width: 390)
                ], 0
            ),
            (
                [
                    Rule.Candidate(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 199), contentWidth: 390, width: 390)
                ], nil
            ),
        ] as [([Rule.Candidate], Int?)])
    func found(_ candidates: [Rule.Candidate], _ expected: Int?) {
        #expect(Rule.choose(among: candidates, in: Self.bounds) == expected)
    }

    @Test("an unusable content area chooses nothing")
    func unusableBounds() {
        for bounds in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 600)] {
            #expect(Rule.choose(among: [Self.list], in: bounds) == nil)
        }
    }
}
