import SheetKitUI
import SwiftUI

/// A sheet holding a long `List`: the rows start under the grabber and the last one stays above
/// the home indicator; a drag on the list resizes the sheet until it is at its largest, then
/// scrolls, in one gesture. A row opens a second sheet from inside the first, which reads the
/// screen's `@EnvironmentObject` (sheets carry their presenter's environment) and closes itself with
/// `bottomSheetActions.dismiss()` — the same view shown by SwiftUI's own `.sheet` closes itself the
/// same way. Clearing the selection to nil collapses the sheet to its smallest detent.
public struct ListSheetScreen: View {
    @StateObject private var favourites = Favourites()
    @State private var showsHistory = false
    @State private var selection: Detent.Identifier? = .medium
    @State private var opened: Entry?
    @State private var openedInSwiftUISheet: Entry?
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
        VStack(spacing: 16) {
            Button("History") { showsHistory = true }
            Button("First visit in SwiftUI's sheet") { openedInSwiftUISheet = entries[0] }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // The same details view as in the bottom sheet below: its `bottomSheetActions.dismiss()` is
        // the environment's `dismiss` here.
        .sheet(item: $openedInSwiftUISheet) { entry in EntryDetails(entry: entry) }
        .bottomSheet(isPresented: $showsHistory, detents: [.medium, .large], selection: $selection) {
            BottomSheet(title: "History", style: .gray) {
                List {
                    // nil selects the smallest detent, as the binding says wherever the sheet is.
                    Button("Collapse") { selection = nil }
                    ForEach(entries) { entry in
                        Button(entry.title) { opened = entry }
                    }
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
