import SheetCore
import Testing

@testable import SheetKitUICore

/// The selection binding as `.sheet`'s: the app's value reaches the sheet once, every move of the
/// sheet is written back unless the binding already describes it.
@Suite struct SheetSelectionSyncTests {
    typealias Change = SheetSelectionSync.Change

    enum Step {
        /// The binding holds this value at an update; the sheet gets `sent`.
        case binding(Detent.Identifier?, sent: Change?)
        /// The sheet shows this detent (smallest `.medium`); the binding gets `written`.
        case shows(Detent.Identifier?, written: Change?)
    }

    static let scripts: [(String, [Step])] = [
        (
            "the person's drags are written back, and their echo is not sent back",
            [
                .binding(nil, sent: Change(nil)), .shows(.medium, written: nil),
                .shows(.large, written: Change(.large)), .binding(.large, sent: nil),
                .shows(.medium, written: Change(.medium)), .binding(.medium, sent: nil),
            ]
        ),
        (
            "nil while presented selects the smallest, and stays nil",
            [
                .binding(.large, sent: Change(.large)), .shows(.large, written: nil),
                .binding(nil, sent: Change(nil)), .shows(.medium, written: nil), .binding(nil, sent: nil),
            ]
        ),
        (
            "a new detent list without the selected one writes the detent shown",
            [
                .binding("peek", sent: Change("peek")), .shows("peek", written: nil),
                .shows(.medium, written: Change(.medium)), .binding(.medium, sent: nil),
            ]
        ),
        (
            "a rotation or the keyboard moving the sheet is written back",
            [
                .binding(.medium, sent: Change(.medium)), .shows(.medium, written: nil),
                .shows(.large, written: Change(.large)), .shows(.medium, written: Change(.medium)),
            ]
        ),
        (
            "an unknown identifier is kept while the sheet stays where it is",
            [
                .binding(.medium, sent: Change(.medium)), .shows(.medium, written: nil),
                .binding("later", sent: Change("later")), .shows(.medium, written: nil),
                .shows("later", written: nil),
            ]
        ),
        (
            "the same value on every update is sent once",
            [
                .binding(.large, sent: Change(.large)), .binding(.large, sent: nil),
                .binding(.large, sent: nil),
            ]
        ),
        (
            "a hidden sheet writes nothing; its next appearance writes what it shows",
            [
                .binding(nil, sent: Change(nil)), .shows(.large, written: Change(.large)),
                .shows(nil, written: nil), .shows(.large, written: nil),
            ]
        ),
    ]

    @Test(arguments: scripts.indices)
    func script(_ index: Int) {
        let (name, steps) = Self.scripts[index]
        var sync = SheetSelectionSync()
        for (number, step) in steps.enumerated() {
            switch step {
            case .binding(let value, let sent):
                #expect(sync.bindingChanged(to: value) == sent, "\(name), step \(number)")
            case .shows(let detent, let written):
                #expect(sync.sheetShows(detent, smallest: .medium) == written, "\(name), step \(number)")
            }
        }
    }

    /// Property: after any sequence of app values and sheet moves, a move to another detent leaves the
    /// binding describing it, and a write-back is never sent back to the sheet.
    @Test func theBindingDescribesTheSheetAfterEachMove() {
        var random = SplitMix64(seed: 35)
        let values: [Detent.Identifier?] = [nil, .medium, .large, "peek", "gone"]
        let shown: [Detent.Identifier] = [.medium, .large, "peek"]
        for _ in 0..<500 {
            var sync = SheetSelectionSync()
            var binding: Detent.Identifier? = nil
            var previous: Detent.Identifier? = nil
            for _ in 0..<12 {
                if random.next() % 2 == 0 {
                    binding = values[Int(random.next() % UInt64(values.count))]
                    _ = sync.bindingChanged(to: binding)
                } else {
                    let detent = shown[Int(random.next() % UInt64(shown.count))]
                    if let write = sync.sheetShows(detent, smallest: .medium) {
                        binding = write.value
                        #expect(sync.bindingChanged(to: binding) == nil)
                    }
                    if detent != previous {
                        #expect(binding == detent || (binding == nil && detent == .medium))
                    }
                    previous = detent
                }
            }
        }
    }
}
