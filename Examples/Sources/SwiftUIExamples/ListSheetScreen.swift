import SheetKitUI
import SwiftUI

/// A sheet holding a long `List`: the rows start under the grabber and the last one stays above
/// the home indicator; a drag on the list resizes the sheet until it is at its largest, then
/// scrolls, in one gesture. A row opens a second sheet from inside the first.
public struct ListSheetScreen: View {
    @State private var showsHistory = false
    @State private var selection: Detent.Identifier? = .medium
    @State private var opened: Entry?
    let entries = (1...60).map(Entry.init)

    struct Entry: Identifiable, Hashable {
        let id: Int
        var title: String { "Visit \(id)" }
    }

    public init() {}

    public var body: some View {
        Button("History") { showsHistory = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .bottomSheet(isPresented: $showsHistory, detents: [.medium, .large], selection: $selection) {
                BottomSheet(title: "History", style: .gray) {
                    List(entries) { entry in
                        Button(entry.title) { opened = entry }
                    }
                    .listStyle(.plain)
                }
                // A sheet presented from inside the sheet: it rises over it, and the list stays as it was.
                .bottomSheet(item: $opened, detents: [.fitting()]) { entry in
                    BottomSheet(title: Text(verbatim: entry.title)) {
                        Text("Visited on day \(entry.id).").padding()
                    }
                }
                .bottomSheetContentInteraction(.resizes)
                .bottomSheetDragIndicator(.visible)
            }
    }
}

struct ListSheetScreen_Previews: PreviewProvider {
    static var previews: some View { ListSheetScreen() }
}
