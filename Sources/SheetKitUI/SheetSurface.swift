#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// How far the sheet's shape reaches past its content's view (the grabber's strip above it), so a
    /// background the content draws fills the whole sheet. Published on its own: only the background
    /// observes it, never the content, so a drag evaluates no content body.
    @MainActor
    final class SheetSurface: ObservableObject {
        @Published private(set) var insets = EdgeInsets()

        /// The content's view and the sheet's after a layout pass (`SafeAreaInsets(content:sheet:leftToRight:)`).
        func update(content: UIView, sheet: UIView) {
            let insets = SafeAreaInsets(
                content: content.convert(content.bounds, to: sheet), sheet: sheet.bounds.size,
                leftToRight: sheet.effectiveUserInterfaceLayoutDirection == .leftToRight)
            let edges = EdgeInsets(
                top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
            if edges != self.insets { self.insets = edges }
        }
    }

    /// The content's background style, drawn behind it and out to the sheet's shape (the sheet's
    /// surface clips it to its rounded corners); nothing when the content draws none.
    struct SheetSurfaceBackground: View {
        let style: SheetBackgroundStyle?
        @ObservedObject var surface: SheetSurface

        var body: some View {
            if let style {
                let insets = surface.insets
                Rectangle()
                    .fill(style.style)
                    .padding(
                        EdgeInsets(
                            top: -insets.top, leading: -insets.leading, bottom: -insets.bottom,
                            trailing: -insets.trailing)
                    )
                    .ignoresSafeArea()
            }
        }
    }
#endif
