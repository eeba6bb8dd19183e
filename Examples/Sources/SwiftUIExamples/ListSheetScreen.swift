import SheetKitUI
import SwiftUI

/// A sheet holding a long `List`: the rows start under the grabber and the last one stays above
/// the home indicator; the sheet's own background is gray, and a drag on the list resizes the sheet.
public struct ListSheetScreen: View {
    @State private var showsHistory = false
    @State private var selection: Detent.Identifier? = .medium
    let entries = (1...60).map { "Visit \($0)" }

    public init() {}

    public var body: some View {
        Button("History") { showsHistory = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .bottomSheet(isPresented: $showsHistory, detents: [.medium, .large], selection: $selection) {
                BottomSheet(title: "History", style: .gray) {
                    List(entries, id: \.self) { entry in Text(entry) }
                        .listStyle(.plain)
                }
                .bottomSheetContentInteraction(.resizes)
                .bottomSheetDragIndicator(.visible)
            }
    }
}

struct ListSheetScreen_Previews: PreviewProvider {
    static var previews: some View { ListSheetScreen() }
}
