/// The kinds of ``SheetLifecycleNotice``, the rows' key in ``SheetDelegateTable``.
public enum SheetNoticeKind: String, Hashable, Sendable, CaseIterable {
    case willPresent, didPresent, willDismiss, dismissalCancelled, didDismiss, attemptedToDismiss
    case selectedDetentChanged, requestPresented, requestRefused, requestCancelled
}

/// A front end that tells an app about its sheets.
public enum SheetFrontEnd: String, Hashable, Sendable, CaseIterable {
    /// SheetKit's `SheetPresentationController`: its `sheetDelegate` and its standard `delegate`,
    /// told what UIKit tells a `UISheetPresentationController`'s.
    case presentationController
    /// SheetKit's `BottomSheetViewController`'s closures (beside its presentation's delegates).
    case bottomSheet
    /// SheetKit's `FloatingSheetController`'s closures.
    case floatingSheet
    /// SheetKit's `SheetPresenter`: a request's completion and `onRefusal`.
    case presenter
    /// SheetKitUI's `.bottomSheet` modifiers: the bindings and the modifier's closures.
    case swiftUI
    /// SheetKit's `SheetControllerDelegate`, of any `SheetController` (presented or floating): told
    /// the person's changes only, as UIKit's sheet delegate.
    case sheetController
}

/// A callback a front end makes.
public enum SheetCallback: String, Hashable, Sendable, CaseIterable {
    /// `presentationControllerWillDismiss(_:)`.
    case presentationControllerWillDismiss
    /// `presentationControllerDidDismiss(_:)`.
    case presentationControllerDidDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case presentationControllerDidAttemptToDismiss
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier
    /// The controller's `onAttemptToDismiss` (SwiftUI: the modifier's).
    case onAttemptToDismiss
    /// The controller's `onSelectedDetentChange`.
    case onSelectedDetentChange
    /// The controller's `onDismiss` (SwiftUI: the modifier's).
    case onDismiss
    /// A request's completion, with true.
    case completionPresented
    /// A request's completion, with false.
    case completionNotPresented
    /// `SheetPresenter.onRefusal`.
    case onRefusal
    /// SwiftUI: write the sheet's detent back to the selection binding.
    case writeSelection
    /// SwiftUI: write nil (or false) to the presentation binding, when it still names the sheet.
    case clearBinding
    /// `SheetControllerDelegate.sheetControllerDidChangeSelectedDetentIdentifier(_:)`.
    case sheetControllerDidChangeSelectedDetentIdentifier
    /// `SheetControllerDelegate.sheetControllerDidAttemptToDismiss(_:)`.
    case sheetControllerDidAttemptToDismiss
    /// `SheetControllerDelegate.sheetControllerWillDismiss(_:)`: the person's dismissal began (the
    /// drag crossed below the smallest detent, or a fling, close button, dim tap or escape).
    case sheetControllerWillDismiss
    /// `SheetControllerDelegate.sheetControllerDidDismiss(_:)`: the person's dismissal is over.
    case sheetControllerDidDismiss
    /// `SheetControllerDelegate.sheetControllerDidCancelDismissal(_:)`: the person's interactive
    /// dismissal was cancelled; the sheet stays.
    case sheetControllerDidCancelDismissal
}

/// One row: a front end, when told a notice of `kind` caused by one of `causes`, makes `callback`.
public struct SheetDelegateRow: Hashable, Sendable {
    public var frontEnd: SheetFrontEnd
    public var kind: SheetNoticeKind
    public var causes: Set<HostCause>
    public var callback: SheetCallback
    /// Whether the row applies while a new request for the sheet's id is open (the notice is about
    /// an earlier presentation of the id): false for SwiftUI's `clearBinding`, so the old sheet's end
    /// never clears a binding that already names the new request.
    public var appliesWhileRequested: Bool

    public init(
        _ frontEnd: SheetFrontEnd, _ kind: SheetNoticeKind, _ causes: Set<HostCause>,
        _ callback: SheetCallback, appliesWhileRequested: Bool = true
    ) {
        self.frontEnd = frontEnd
        self.kind = kind
        self.causes = causes
        self.callback = callback
        self.appliesWhileRequested = appliesWhileRequested
    }
}

/// What each front end tells the app for each lifecycle notice, as data: UIKit's delegates hear the
/// person's dismissals, cancelled dismissals and detent changes only ("This method is not called if the presentation is
/// dismissed programmatically", `presentationControllerDidDismiss(_:)`); the controllers' own
/// `onDismiss` hears every dismissal; a presenter's completion hears every request's end once; a
/// SwiftUI binding is cleared whenever its sheet goes or its request ends unpresented (written only
/// while it still names the sheet, so the app's own write is never undone).
public enum SheetDelegateTable {
    private static let anyone: Set<HostCause> = [.user, .app, .system]
    private static let person: Set<HostCause> = [.user]

    /// Every row, in the order a front end makes its callbacks for one notice.
    public static let rows: [SheetDelegateRow] = [
        .init(.presentationController, .willDismiss, person, .presentationControllerWillDismiss),
        .init(.presentationController, .didDismiss, person, .presentationControllerDidDismiss),
        .init(
            .presentationController, .attemptedToDismiss, person, .presentationControllerDidAttemptToDismiss),
        .init(
            .presentationController, .selectedDetentChanged, person,
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier),
        .init(.bottomSheet, .attemptedToDismiss, person, .onAttemptToDismiss),
        .init(.bottomSheet, .selectedDetentChanged, person, .onSelectedDetentChange),
        .init(.bottomSheet, .didDismiss, anyone, .onDismiss),
        .init(.floatingSheet, .selectedDetentChanged, person, .onSelectedDetentChange),
        .init(.floatingSheet, .didDismiss, anyone, .onDismiss),
        .init(.presenter, .requestPresented, anyone, .completionPresented),
        .init(.presenter, .requestRefused, anyone, .completionNotPresented),
        .init(.presenter, .requestRefused, anyone, .onRefusal),
        .init(.presenter, .requestCancelled, anyone, .completionNotPresented),
        // The app's own changes too (a new detents list dropping the selected detent): the binding
        // follows the sheet whoever moved it; the model leaves out an echo of the app's own value.
        .init(.swiftUI, .selectedDetentChanged, anyone, .writeSelection),
        .init(.swiftUI, .attemptedToDismiss, person, .onAttemptToDismiss),
        // Whenever the sheet goes, whoever caused it (UIKit on the app's behalf too); the binding is
        // written only while it still names the sheet. Not at will-dismiss: the person's interactive
        // dismissal may be cancelled.
        .init(.swiftUI, .didDismiss, anyone, .clearBinding, appliesWhileRequested: false),
        .init(.swiftUI, .didDismiss, anyone, .onDismiss),
        .init(.swiftUI, .requestRefused, anyone, .clearBinding, appliesWhileRequested: false),
        .init(.swiftUI, .requestCancelled, anyone, .clearBinding, appliesWhileRequested: false),
        .init(.sheetController, .willDismiss, person, .sheetControllerWillDismiss),
        .init(.sheetController, .dismissalCancelled, person, .sheetControllerDidCancelDismissal),
        .init(.sheetController, .didDismiss, person, .sheetControllerDidDismiss),
        .init(.sheetController, .attemptedToDismiss, person, .sheetControllerDidAttemptToDismiss),
        .init(
            .sheetController, .selectedDetentChanged, person,
            .sheetControllerDidChangeSelectedDetentIdentifier),
    ]

    /// The callbacks `frontEnd` makes for `notice`, in order.
    public static func callbacks<ID>(for notice: SheetLifecycleNotice<ID>, in frontEnd: SheetFrontEnd)
        -> [SheetCallback]
    {
        callbacks(for: notice.kind, cause: notice.cause, in: frontEnd)
    }

    /// The callbacks `frontEnd` makes for `notice`, in order, when `whileRequested` says whether a
    /// request for the notice's id is open once the event is handled
    /// (``SheetPresentationLifecycle/isRequested(_:)``): then the notice may be about an earlier
    /// presentation of the id, and rows that would undo the new request's state are left out.
    public static func callbacks<ID>(
        for notice: SheetLifecycleNotice<ID>, in frontEnd: SheetFrontEnd, whileRequested: Bool
    ) -> [SheetCallback] {
        callbacks(for: notice.kind, cause: notice.cause, in: frontEnd, whileRequested: whileRequested)
    }

    /// The callbacks `frontEnd` makes for a notice of `kind` caused by `cause`, in order.
    public static func callbacks(
        for kind: SheetNoticeKind, cause: HostCause, in frontEnd: SheetFrontEnd, whileRequested: Bool = false
    ) -> [SheetCallback] {
        rows.compactMap { row in
            row.frontEnd == frontEnd && row.kind == kind && row.causes.contains(cause)
                && (row.appliesWhileRequested || !whileRequested) ? row.callback : nil
        }
    }
}
