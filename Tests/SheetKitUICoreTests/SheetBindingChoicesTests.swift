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
        func request(_ detents: [Detent]) -> SheetRequest {
            SheetRequest(kind: .modal, detents: detents, selection: nil, options: BottomSheetOptions())
        }
        #expect(!request([.medium, .large]).measuresContent)
        #expect(!request([]).measuresContent)
        #expect(request([.fitting(), .large]).measuresContent)
    }

    @Test func aModalRequestIsUndimmedUpToItsTallestDetentFittingIncluded() {
        var options = BottomSheetOptions()
        options.backgroundInteraction = .enabled
        let request = SheetRequest(
            kind: .modal, detents: [.fitting(), .height(200, identifier: "short")], selection: nil,
            options: options)
        let container = SheetContainer(
            size: CGSize(width: 390, height: 844),
            safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34, leading: 0, trailing: 0))
        // Measured taller than the fixed detent, the fitting one is the tallest.
        #expect(
            request.configuration(in: container, contentFittingHeight: 500).largestUndimmedDetentIdentifier
                == Detent.fitting().identifier)
        #expect(
            request.configuration(in: container, contentFittingHeight: 100).largestUndimmedDetentIdentifier
                == "short")
        #expect(
            request.configuration(in: container, contentFittingHeight: .nan).largestUndimmedDetentIdentifier
                == "short")
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

/// The dismissal guard's flag, shared by the modifier's option and the content's own value.
@Suite struct SheetModalFlagTests {
    /// Steps of (option, the controller's flag before the step) → what is written (nil: nothing).
    static let scripts: [[(Bool, Bool, Bool?)]] = [
        // The option alone: written when it changes.
        [(false, false, nil), (true, false, true), (true, true, nil), (false, true, false)],
        // The content set the flag before the first configuration: kept whatever the option says.
        [(false, true, nil), (false, true, nil)],
        // The content set it later, then cleared it: kept, then the option decides again.
        [(false, false, nil), (false, true, nil), (true, false, true), (false, true, false)],
        // The option on, the content off: the option holds it.
        [(true, false, true), (true, true, nil)],
    ]

    @Test(arguments: scripts.indices)
    func script(index: Int) {
        var flag = SheetModalFlag()
        for (step, (wanted, current, expected)) in Self.scripts[index].enumerated() {
            #expect(flag.configure(wanted: wanted, current: current) == expected, "step \(step)")
        }
    }
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
        let found = TrackedScrollViewChoice.scrollViews(
            under: root, children: \.children, isScrollView: \.isScrollView)
        #expect(names(found) == ["list", "background"])
        #expect(
            names(
                TrackedScrollViewChoice.scrollViews(
                    under: content, children: \.children, isScrollView: \.isScrollView))
                == ["list"])
        #expect(
            TrackedScrollViewChoice.scrollViews(
                under: probe, children: \.children, isScrollView: \.isScrollView
            ).isEmpty)
    }

    @Test mutating func theNearestAncestorHoldingOneWins() {
        _ = root
        var visited: [String] = []
        let found = TrackedScrollViewChoice.nearest(from: probe, parent: { $0.parent }) { node -> String? in
            visited.append(node.name)
            return TrackedScrollViewChoice.scrollViews(
                under: node, children: \.children, isScrollView: \.isScrollView
            ).first?.name
        }
        // The content's own list, found from its parent: the background list is never reached.
        #expect(found == "list")
        #expect(visited == ["content"])
        // With no ancestor within the depth, nothing.
        let none = TrackedScrollViewChoice.nearest(from: probe, parent: { $0.parent }, maximumDepth: 0) { _ in
            "x"
        }
        #expect(none == nil)
        // Past the depth: a search that accepts only the root stops before it.
        let short = TrackedScrollViewChoice.nearest(from: probe, parent: { $0.parent }, maximumDepth: 3) {
            node in
            node.name == "root" ? node.name : nil
        }
        #expect(short == nil)
        let long = TrackedScrollViewChoice.nearest(from: probe, parent: { $0.parent }, maximumDepth: 4) {
            node in
            node.name == "root" ? node.name : nil
        }
        #expect(long == "root")
    }
}
