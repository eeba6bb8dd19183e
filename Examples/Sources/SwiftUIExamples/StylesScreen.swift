import SheetKitUI
import SwiftUI

/// The reusable sheet in both styles, at a fixed height and at a content-fitting detent, presented
/// for an item: choosing the other style while one is shown dismisses it and presents the other;
/// `onDismiss` runs once each sheet has gone.
public struct StylesScreen: View {
    struct Choice: Identifiable {
        let id: SheetStyle.Background
    }

    @State private var choice: Choice?
    @State private var dismissals = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Button("White sheet") { choice = Choice(id: .white) }
            Button("Gray sheet") { choice = Choice(id: .gray) }
            Text("Sheets dismissed: \(dismissals)").font(.footnote)
        }
        .bottomSheet(
            item: $choice, onDismiss: { dismissals += 1 },
            detents: [.height(260, identifier: "card"), .fitting(), .large]
        ) { choice in
            BottomSheet(title: choice.id == .white ? "White" : "Gray", style: choice.id) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Any content: a list, a form, a map callout.")
                    Button(choice.id == .white ? "Show the gray one" : "Show the white one") {
                        self.choice = Choice(id: choice.id == .white ? .gray : .white)
                    }
                }
                .padding()
            }
            .bottomSheetCornerRadius(20)
        }
    }
}

struct StylesScreen_Previews: PreviewProvider {
    static var previews: some View { StylesScreen() }
}
