/// Which presentation a call of `bottomSheetActions.dismiss()` or `close()` acts on, and whether it
/// does anything now: SwiftUI's `DismissAction` for `.sheet` is the reference. The actions belong to
/// the presentation whose content read them; a sheet no longer presented (gone, or already leaving)
/// is dismissed by nobody, as `DismissAction` of a `.sheet` no longer presented does nothing.
package enum SheetActionTarget: String, Equatable, Sendable, CaseIterable {
    /// The SheetKit sheet that hosts the content that read the actions: the model's
    /// `contentDismissed` / `contentClosed` for it.
    case sheet
    /// The reading view's own environment `dismiss`: the view is not in a SheetKit sheet's own
    /// content (a `.sheet`, `.fullScreenCover` or `.popover` presented from inside one, or a view
    /// outside any).
    case environment
    /// Nothing: the sheet that hosts the content is no longer presented.
    case nothing

    /// Whether actions read where `presentedOver` says something is presented over the hosting
    /// sheet were read by a presentation made from inside it, rather than by the sheet's own
    /// content while, say, an alert is up: the platform fact is that SwiftUI sets the environment's
    /// `isPresented` in a presentation's content (`readerIsPresented`), while the sheet's own content
    /// carries its presenter's value. A presenter that is itself presented (its `isPresented` true)
    /// leaves the two alike: the chain alone decides then.
    package static func readInNestedPresentation(presentedOver: Bool, readerIsPresented: Bool) -> Bool {
        presentedOver && readerIsPresented
    }

    /// The target of a call: outside a SheetKit sheet (`hosted` false) or read in a nested
    /// presentation, the environment's `dismiss`; else the hosting sheet while it is presented
    /// (`sheetIsPresented`), nothing once it is not.
    package static func resolve(hosted: Bool, readInNestedPresentation: Bool, sheetIsPresented: Bool) -> Self
    {
        guard hosted, !readInNestedPresentation else { return .environment }
        return sheetIsPresented ? .sheet : .nothing
    }

    /// Whether a close button that calls these actions should be shown: always for another target
    /// (the environment's `dismiss` closes whatever presents the reader; a gone sheet's actions do
    /// nothing either way), and for the hosting sheet when its content can close it
    /// (`SheetModifierRequest.contentCanClose`).
    package func offersClose(sheetCanClose: Bool) -> Bool {
        self != .sheet || sheetCanClose
    }
}
