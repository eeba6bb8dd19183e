import SheetKitUI
import SwiftUI

/// The reusable sheet in both styles, at a fixed height and at a content-fitting detent.
public struct StylesScreen: View {
    struct Choice: Identifiable {
        let id: SheetStyle.Background
    }

    @State private var choice: Choice?

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Button("White sheet") { choice = Choice(id: .white) }
            Button("Gray sheet") { choice = Choice(id: .gray) }
        }
        .bottomSheet(item: $choice, detents: [.height(260, identifier: "card"), .fitting(), .large]) {
            choice in
            BottomSheet(title: choice.id == .white ? "White" : "Gray", style: choice.id) {
                Text("Any content: a list, a form, a map callout.")
                    .padding()
            }
            .bottomSheetCornerRadius(20)
        }
    }
}

struct StylesScreen_Previews: PreviewProvider {
    static var previews: some View { StylesScreen() }
}
