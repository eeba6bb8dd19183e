import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The one conversion between the platform's container and the engine's
/// (`SheetContainer(_:keyboardHeight:fillsHeight:)`), which the host, the bindings and the scenario
/// reader all use.
@Suite("Host: the container conversion")
struct ContainerConversionTests {
    static let landscapeInsets = HostInsets(top: 0, left: 47, bottom: 21, right: 59)

    /// (host container, keyboard, fills height, expected engine container)
    static let rows: [(HostContainer, CGFloat, Bool, SheetContainer)] = [
        (
            .iPhone, 0, false,
            SheetContainer(
                size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34))
        ),
        // Left to right: the left inset leads.
        (
            HostContainer(size: CGSize(width: 844, height: 390), safeArea: landscapeInsets), 0, true,
            SheetContainer(
                size: CGSize(width: 844, height: 390),
                safeAreaInsets: SafeAreaInsets(top: 0, bottom: 21, leading: 47, trailing: 59),
                isCompactHeight: true, fillsHeight: true)
        ),
        // Right to left: the right inset leads.
        (
            HostContainer(
                size: CGSize(width: 844, height: 390), safeArea: landscapeInsets,
                layoutDirection: .rightToLeft),
            0, false,
            SheetContainer(
                size: CGSize(width: 844, height: 390),
                safeAreaInsets: SafeAreaInsets(top: 0, bottom: 21, leading: 59, trailing: 47),
                isCompactHeight: true)
        ),
        // The vertical size class, not the height, says compact.
        (
            HostContainer(size: CGSize(width: 844, height: 390), verticalSizeClass: .regular), 0, false,
            SheetContainer(size: CGSize(width: 844, height: 390), isCompactHeight: false)
        ),
        // The keyboard's overlap, clamped to the height; bad values clamped.
        (
            .iPhone, 336, false,
            SheetContainer(
                size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34),
                keyboardHeight: 336)
        ),
        (
            HostContainer(size: CGSize(width: 390, height: 844)), 2_000, false,
            SheetContainer(size: CGSize(width: 390, height: 844), keyboardHeight: 844)
        ),
        (
            HostContainer(size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: -5, left: .nan)),
            0,
            false, SheetContainer(size: CGSize(width: 390, height: 844))
        ),
    ]

    @Test("host container → engine container", arguments: rows.indices)
    func engineContainer(_ index: Int) {
        let (container, keyboard, fills, expected) = Self.rows[index]
        #expect(SheetContainer(container, keyboardHeight: keyboard, fillsHeight: fills) == expected)
    }

    /// The host runs its engine in the converted container, whatever the row.
    @Test("the host's engine container is the conversion's", arguments: rows.indices)
    func hostUsesTheConversion(_ index: Int) throws {
        let (container, keyboard, _, _) = Self.rows[index]
        let store = try HostTestStore(headerConfiguration(), container: container)
        if keyboard > 0 {
            store.send(
                .keyboard(
                    HostKeyboard(
                        frame: CGRect(
                            x: 0, y: container.size.height - keyboard, width: container.size.width,
                            height: keyboard))))
        }
        // The header's height, as a binding measures it once asked (nothing is asked of an empty container).
        if store.pendingHeaderMeasurement != nil {
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        }
        let fills = container.verticalSizeClass == .compact
        #expect(
            store.host.interaction.container
                == SheetContainer(
                    container, keyboardHeight: min(keyboard, container.size.height), fillsHeight: fills))
    }

    /// A container that brings its keyboard (a scenario's `container` event) keeps its traits (the
    /// reading direction among them) and replaces the keyboard at once.
    @Test(
        "a container with its keyboard keeps its traits and brings the keyboard at once",
        arguments: HostLayoutDirection.allCases)
    func containerWithKeyboardKeepsTraits(_ direction: HostLayoutDirection) throws {
        let portrait = HostContainer(
            size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: 47, bottom: 34),
            layoutDirection: direction, horizontalSizeClass: .regular, displayScale: 3)
        let store = try HostTestStore(headerConfiguration(), container: portrait)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let landscape = HostContainer(
            size: CGSize(width: 844, height: 390), safeArea: Self.landscapeInsets, layoutDirection: direction,
            horizontalSizeClass: .regular, displayScale: 3)
        var withKeyboard = landscape
        withKeyboard.keyboardOverlap = 100
        store.send(.container(withKeyboard), at: 1)
        #expect(store.host.container == landscape)
        #expect(store.host.keyboard.overlap(in: landscape.size) == 100)
        #expect(store.host.interaction.container.keyboardHeight == 100)
    }
}
