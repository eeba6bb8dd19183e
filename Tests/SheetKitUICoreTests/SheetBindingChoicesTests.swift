import Foundation
import MosaicCore
import SheetCore
import Testing

@testable import SheetHostCore
@testable import SheetKitUICore

/// Choices the SwiftUI binding made with its own `if`s: which inputs reach the host, how a frame's
/// questions are answered, where a presentation starts, which content a request measures, and which
/// items a lazy grid makes.
@Suite struct SheetBindingChoicesTests {
    // MARK: Where a presentation starts

    final class Controller {
        var presented: Controller?
        var isLeaving = false
        let name: String
        init(_ name: String, presented: Controller? = nil, isLeaving: Bool = false) {
            self.name = name
            self.presented = presented
            self.isLeaving = isLeaving
        }
    }

    /// (the chain above the anchor: each presented controller's leaving flag) → the name presented from
    static let chains: [([Bool], String)] = [
        ([], "anchor"),
        ([false], "1"),
        ([false, false], "2"),
        // A leaving controller and everything above it are skipped.
        ([false, true], "1"),
        ([true, false], "anchor"),
    ]

    @Test(arguments: chains.indices)
    func topmost(index: Int) {
        let (leaving, expected) = Self.chains[index]
        let anchor = Controller("anchor")
        var last = anchor
        for (offset, isLeaving) in leaving.enumerated() {
            let next = Controller("\(offset + 1)", isLeaving: isLeaving)
            last.presented = next
            last = next
        }
        let top = PresentationChain.topmost(
            from: anchor, presented: { $0.presented }, isLeaving: { $0.isLeaving })
        #expect(top.name == expected)
    }

    /// A loop (which UIKit never makes) is walked 64 steps and no more: an even number, so the walk
    /// ends where it began.
    @Test func aChainThatLoopsStops() {
        let anchor = Controller("anchor")
        let other = Controller("other", presented: anchor)
        anchor.presented = other
        var steps = 0
        let top = PresentationChain.topmost(
            from: anchor,
            presented: {
                steps += 1
                return $0.presented
            }, isLeaving: { $0.isLeaving })
        #expect(steps == 64)
        #expect(top.name == "anchor")
    }

    // MARK: Requests

    @Test func aRequestMeasuresItsContentWhenADetentDependsOnIt() {
        func request(_ detents: [Detent]) -> SheetModifierRequest {
            SheetModifierRequest(
                kind: .modal, detents: detents, selection: nil, options: BottomSheetOptions())
        }
        #expect(!request([.medium, .large]).measuresContent)
        #expect(!request([]).measuresContent)
        #expect(request([.fitting(), .large]).measuresContent)
    }

    // MARK: Lazy grid

    @Test func aBlockWindowsItems() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 2, itemCount: 12)
        #expect(MosaicBlockWindow.items(in: 0..<0, of: layout) == 0..<0)
        #expect(MosaicBlockWindow.items(in: 0..<1, of: layout) == layout.itemRange(ofBlock: 0))
        #expect(MosaicBlockWindow.items(in: 0..<layout.blockCount, of: layout) == 0..<12)
        // Past the blocks: cut to them.
        #expect(
            MosaicBlockWindow.items(in: 1..<99, of: layout) == layout.itemRange(ofBlock: 1).lowerBound..<12)
        #expect(MosaicBlockWindow.items(in: 50..<60, of: layout) == 0..<0)
    }

    private func describe(_ events: [HostEvent]) -> String { "\(events)" }
}

/// The scroll-view search's walk: up the probe's ancestors, down their subtrees, never inside a
/// scroll view.
@Suite struct TrackedScrollViewSearchTests {
    final class Node {
        let name: String
        let isScrollView: Bool
        var children: [Node] = []
        weak var parent: Node?
        init(_ name: String, scrolls: Bool = false, _ children: [Node] = []) {
            self.name = name
            isScrollView = scrolls
            self.children = children
            for child in children { child.parent = self }
        }
    }

    /// root ─ host ─ content ─ probe, list(─ carousel), and beside the host, the background list.
    let probe = Node("probe")
    lazy var content = Node(
        "content", [probe, Node("list", scrolls: true, [Node("row", [Node("carousel", scrolls: true)])])])
    lazy var root = Node(
        "root", [Node("host", [Node("wrapper", [content])]), Node("background", scrolls: true)])

    func names(_ nodes: [Node]) -> [String] { nodes.map(\.name) }

    @Test mutating func scrollViewsAreFoundOutsideScrollViewsOnly() {
        _ = root
        let found = TrackedScrollViewRule.scrollViews(
            under: root, children: \.children, isScrollView: \.isScrollView)
        #expect(names(found) == ["list", "background"])
        #expect(
            names(
                TrackedScrollViewRule.scrollViews(
                    under: content, children: \.children, isScrollView: \.isScrollView))
                == ["list"])
        #expect(
            TrackedScrollViewRule.scrollViews(
                under: probe, children: \.children, isScrollView: \.isScrollView
            ).isEmpty)
    }
}

/// Whether a sheet's actions are its own: nothing presented over it or its ancestors.
@Suite struct NearestPresentationTests {
    /// name → (parent, presented, leaving)
    static let chain: [String: (parent: String?, presented: String?, leaving: Bool)] = [
        "root": (nil, nil, false), "floating": ("root", nil, false), "sheet": (nil, nil, false),
        "covered": (nil, "editor", false), "editor": (nil, nil, false),
        "rootCovered": (nil, "popover", false),
        "child": ("rootCovered", nil, false), "popover": (nil, nil, false),
        "leavingOver": (nil, "gone", false),
        "gone": (nil, nil, true),
        "asking": (nil, "alert", false), "alert": (nil, nil, false),
    ]

    static func isNearest(_ name: String) -> Bool {
        PresentationChain.isNearest(
            name, parent: { chain[$0]?.parent }, presented: { chain[$0]?.presented },
            isLeaving: { chain[$0]?.leaving ?? false }, isAlert: { $0 == "alert" })
    }

    @Test func aPresentationOverTheSheetOrItsAncestorsTakesItsActions() {
        #expect(Self.isNearest("sheet"))
        #expect(Self.isNearest("floating"))
        // A nested .sheet presented from the bottom sheet: the bottom sheet's actions fall back.
        #expect(!Self.isNearest("covered"))
        // A floating sheet whose screen presents a popover: covered too.
        #expect(!Self.isNearest("child"))
        // A presentation that is leaving covers nothing.
        #expect(Self.isNearest("leavingOver"))
        // An alert or a confirmation dialog over the sheet (its "Discard" button calling dismiss())
        // hosts no content: the actions stay the sheet's.
        #expect(Self.isNearest("asking"))
    }
}
