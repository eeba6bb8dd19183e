import SheetKitUI
import SwiftUI

/// A sheet holding a long `List`: the rows start under the grabber and the last one stays above
/// the home indicator; a drag on the list resizes the sheet until it is at its largest, then
/// scrolls, in one gesture. A row opens a second sheet from inside the first, which reads the
/// screen's `@EnvironmentObject` (sheets carry their presenter's environment) and closes itself.
public struct ListSheetScreen: View {
    @StateObject private var favourites = Favourites()
    @State private var showsHistory = false
    @State private var selection: Detent.Identifier? = .medium
    @State private var opened: Entry?
    let entries = (1...60).map(Entry.init)

    /// The visits marked as favourites, shared with the sheets through the environment.
    final class Favourites: ObservableObject {
        @Published var ids: Set<Int> = []
    }

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
                    EntryDetails(entry: entry)
                }
                .bottomSheetContentInteraction(.resizes)
                .bottomSheetDragIndicator(.visible)
            }
            .environmentObject(favourites)
    }

    /// One visit: marks it as a favourite in the screen's shared object, then closes its sheet.
    struct EntryDetails: View {
        let entry: Entry
        @EnvironmentObject private var favourites: Favourites
        @Environment(\.bottomSheetActions) private var sheet

        var body: some View {
            BottomSheet(title: Text(verbatim: entry.title)) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Visited on day \(entry.id).")
                    Button(favourites.ids.contains(entry.id) ? "Favourite" : "Mark as favourite") {
                        favourites.ids.insert(entry.id)
                        sheet.dismiss()
                    }
                }
                .padding()
            }
        }
    }
}

struct ListSheetScreen_Previews: PreviewProvider {
    static var previews: some View { ListSheetScreen() }
}
