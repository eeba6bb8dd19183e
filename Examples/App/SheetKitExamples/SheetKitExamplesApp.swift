import SwiftUI

/// The example app: every UIKit and SwiftUI example screen, one tap away from a list.
@main
struct SheetKitExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleList()
        }
    }
}
