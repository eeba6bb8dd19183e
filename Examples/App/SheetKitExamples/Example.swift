import SwiftUI
import SwiftUIExamples
import UIKit
import UIKitExamples

/// One example screen of the Examples package: what the list shows and how to make the screen.
struct Example: Identifiable {
    /// The front end an example is written with; the list has a section for each.
    enum FrontEnd: String, CaseIterable {
        case uiKit = "UIKit"
        case swiftUI = "SwiftUI"
    }

    let title: String
    let summary: String
    let frontEnd: FrontEnd
    /// Makes the screen when it is opened, not when the list is drawn.
    let makeScreen: @MainActor () -> AnyView

    var id: String { "\(frontEnd.rawValue) \(title)" }

    static func uiKit(
        _ title: String, _ summary: String, _ make: @escaping @MainActor () -> UIViewController
    ) -> Example {
        Example(title: title, summary: summary, frontEnd: .uiKit) { AnyView(UIKitScreen(make: make)) }
    }

    static func swiftUI<Screen: View>(
        _ title: String, _ summary: String, _ make: @escaping @MainActor () -> Screen
    ) -> Example {
        Example(title: title, summary: summary, frontEnd: .swiftUI) { AnyView(make()) }
    }
}

extension Example {
    /// Every public screen of `UIKitExamples` and `SwiftUIExamples`; a test on Linux checks that
    /// none is missing from this list.
    @MainActor static var all: [Example] {
        [
            .uiKit(
                "Map results", "A floating sheet over a live map: one drag moves it, then scrolls the list."
            ) {
                MapResultsViewController()
            },
            .uiKit("Any view controller", "Presented as a sheet with fitting, custom and large detents.") {
                PresentAnyViewController()
            },
            .uiKit("Styles", "The reusable sheet, white and gray; the second stacks on the first.") {
                StylesExample()
            },
            .uiKit("Unsaved form", "Every way to dismiss asks before discarding what was typed.") {
                FormSheetExample()
            },
            .uiKit("Explore grid", "A million items in the mosaic collection view layout.") {
                ExploreViewController()
            },
            .swiftUI("Map results", "The floating sheet modifier over a map.") { MapResultsScreen() },
            .swiftUI("Nested sheet", "A .sheet inside a bottom sheet closes itself, not the sheet.") {
                NestedSheetScreen()
            },
            .swiftUI("Dimmed drawer", "A floating sheet that dims at every detent; an animated backdrop.") {
                DimmedDrawerScreen()
            },
            .swiftUI(
                "Styles", "The reusable sheet in both styles, at a fixed height and fitting its content."
            ) { StylesScreen() },
            .swiftUI("Unsaved form", "A guarded sheet that asks before discarding input.") { FormScreen() },
            .swiftUI(
                "List in a sheet",
                "A list that hands the drag to the sheet; a sheet opened from it and from .sheet."
            ) {
                ListSheetScreen()
            },
            .swiftUI("Explore grid (Layout)", "A hundred tiles in the ExploreGrid layout (iOS 16+).") {
                ExploreGridOrNotice()
            },
            .swiftUI("Explore grid (lazy)", "Ten thousand tiles; only the rows on screen exist.") {
                LazyExploreScreen()
            },
        ]
    }
}

/// `ExploreGridScreen` needs iOS 16 (SwiftUI's `Layout`); earlier systems get a line saying so.
private struct ExploreGridOrNotice: View {
    var body: some View {
        if #available(iOS 16, *) {
            ExploreGridScreen()
        } else {
            Text("ExploreGrid needs iOS 16 or later; the lazy grid works from iOS 15.")
                .padding()
        }
    }
}
