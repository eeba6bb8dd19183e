import SheetKitUI
import SwiftUI

/// A bottom sheet whose content opens SwiftUI's own `.sheet`: the editor closes itself with
/// `bottomSheetActions.dismiss()` (the nested presentation gets the fallback to its own `dismiss`),
/// and the bottom sheet beneath stays.
public struct NestedSheetScreen: View {
    @State private var showsNotes = false

    public init() {}

    public var body: some View {
        Button("Notes") { showsNotes = true }
            .bottomSheet(isPresented: $showsNotes, detents: [.medium, .large]) {
                NotesSheet()
            }
    }
}

struct NotesSheet: View {
    @State private var edits = false

    var body: some View {
        BottomSheet(title: "Notes") {
            Button("Edit") { edits = true }
                .sheet(isPresented: $edits) { NoteEditor() }
        }
    }
}

/// The migration guide's editor: one view that closes itself under `.sheet` and `.bottomSheet`.
struct NoteEditor: View {
    @Environment(\.bottomSheetActions) private var sheet
    @State private var text = ""

    var body: some View {
        NavigationView {
            TextEditor(text: $text)
                .toolbar { Button("Done") { sheet.dismiss() } }
        }
    }
}

/// A drawer whose map is dimmed at every detent (`.disabled`), and whose backdrop changes under
/// `withAnimation`: the change animates across the floating sheet's hosting boundary.
public struct DimmedDrawerScreen: View {
    @State private var zoomed = false

    public init() {}

    public var body: some View {
        Color.blue.opacity(zoomed ? 0.6 : 0.2)
            .scaleEffect(zoomed ? 1.2 : 1)
            .floatingSheet(detents: [.height(120, identifier: "peek"), .large]) {
                BottomSheet(title: "Layers", showsCloseButton: false) {
                    Button("Zoom") { withAnimation(.easeInOut) { zoomed.toggle() } }
                }
                .bottomSheetBackgroundInteraction(.disabled)
            }
    }
}
