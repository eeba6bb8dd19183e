import SheetKitUI
import SwiftUI

/// A form in a sheet that never loses what was typed: while the note is unsaved every way of
/// dismissing (drag, tap on the dim, the close button, escape) asks first.
public struct FormScreen: View {
    @State private var isEditing = false
    @State private var note = ""
    @State private var asksToDiscard = false
    @State private var savedNotes: [String] = []

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Button("New note") { isEditing = true }
            ForEach(savedNotes, id: \.self) { Text($0) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .bottomSheet(
            isPresented: $isEditing,
            onDismiss: {
                // After the sheet has gone: keep what was typed, start the next note empty.
                if !note.isEmpty { savedNotes.append(note) }
                note = ""
            },
            detents: [.medium, .large], onAttemptToDismiss: { asksToDiscard = true }
        ) {
            BottomSheet(title: "New note", style: .gray) {
                TextField("Write something", text: $note)
                    .textFieldStyle(.roundedBorder)
                    .padding()
            }
            .bottomSheetInteractiveDismissDisabled(!note.isEmpty)
            .confirmationDialog(
                "Discard this note?", isPresented: $asksToDiscard, titleVisibility: .visible
            ) {
                Button("Discard", role: .destructive) {
                    note = ""
                    isEditing = false  // always proceeds
                }
                Button("Save") { isEditing = false }
                Button("Keep Editing", role: .cancel) {}
            }
        }
    }
}

struct FormScreen_Previews: PreviewProvider {
    static var previews: some View { FormScreen() }
}
