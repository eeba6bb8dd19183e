import SwiftUI
import UIKit

/// A UIKit example screen inside the SwiftUI list's navigation, made when it is first shown.
struct UIKitScreen: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController { make() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
