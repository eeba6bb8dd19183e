import SheetHostCore
import Testing

/// Who hears what: UIKit's delegates the person's dismissals and detent changes only, the
/// controllers' own `onDismiss` every dismissal, a presenter's completion every request's end.
@Suite("Delegate table")
struct SheetDelegateTableTests {
    @Test(
        "each front end's callbacks for a notice and its cause",
        arguments: [
            (
                SheetFrontEnd.presentationController, SheetNoticeKind.willDismiss, HostCause.user,
                [SheetCallback.presentationControllerWillDismiss]
            ),
            (.presentationController, .willDismiss, .app, []),
            (.presentationController, .didDismiss, .user, [.presentationControllerDidDismiss]),
            (.presentationController, .didDismiss, .app, []),
            (.presentationController, .didDismiss, .system, []),
            (.presentationController, .dismissalCancelled, .user, []),
            (
                .presentationController, .attemptedToDismiss, .user,
                [.presentationControllerDidAttemptToDismiss]
            ),
            (
                .presentationController, .selectedDetentChanged, .user,
                [.sheetPresentationControllerDidChangeSelectedDetentIdentifier]
            ),
            (.presentationController, .selectedDetentChanged, .app, []),
            (.presentationController, .selectedDetentChanged, .system, []),
            (.bottomSheet, .didDismiss, .app, [.onDismiss]),
            (.bottomSheet, .didDismiss, .system, [.onDismiss]),
            (.bottomSheet, .selectedDetentChanged, .system, []),
            (.floatingSheet, .didDismiss, .app, [.onDismiss]),
            (.presenter, .requestPresented, .system, [.completionPresented]),
            (.presenter, .requestRefused, .system, [.completionNotPresented, .onRefusal]),
            (.presenter, .requestCancelled, .system, [.completionNotPresented]),
            (.presenter, .didDismiss, .user, []),
            (.swiftUI, .selectedDetentChanged, .system, [.writeSelection]),
            (.swiftUI, .selectedDetentChanged, .app, [.writeSelection]),
            (.swiftUI, .willDismiss, .user, []),
            (.swiftUI, .didDismiss, .user, [.clearBinding, .onDismiss]),
            // Cleared whenever the sheet goes, whoever caused it (a logout's dismissal by UIKit
            // on the app's behalf too); the binding is written only while it names the sheet.
            (.swiftUI, .didDismiss, .app, [.clearBinding, .onDismiss]),
            (.swiftUI, .didDismiss, .system, [.clearBinding, .onDismiss]),
            (.swiftUI, .requestCancelled, .app, [.clearBinding]),
            (.swiftUI, .requestCancelled, .system, [.clearBinding]),
            (.swiftUI, .requestRefused, .system, [.clearBinding]),
            (.swiftUI, .dismissalCancelled, .user, []),
            // SheetControllerDelegate: the person's only, as UIKit's delegate.
            (.sheetController, .willDismiss, .user, [.sheetControllerWillDismiss]),
            (.sheetController, .willDismiss, .app, []),
            (.sheetController, .dismissalCancelled, .user, [.sheetControllerDidCancelDismissal]),
            (.sheetController, .didDismiss, .user, [.sheetControllerDidDismiss]),
            (.sheetController, .didDismiss, .app, []),
            (.sheetController, .didDismiss, .system, []),
            (.sheetController, .attemptedToDismiss, .user, [.sheetControllerDidAttemptToDismiss]),
            (
                .sheetController, .selectedDetentChanged, .user,
                [.sheetControllerDidChangeSelectedDetentIdentifier]
            ),
            (.sheetController, .selectedDetentChanged, .app, []),
            (.sheetController, .requestPresented, .system, []),
            (.floatingSheet, .didDismiss, .system, [.onDismiss]),
            (.floatingSheet, .attemptedToDismiss, .user, []),
            (.floatingSheet, .selectedDetentChanged, .user, [.onSelectedDetentChange]),
            (.floatingSheet, .selectedDetentChanged, .app, []),
        ])
    func callbacks(
        frontEnd: SheetFrontEnd, kind: SheetNoticeKind, cause: HostCause, expected: [SheetCallback]
    ) {
        #expect(SheetDelegateTable.callbacks(for: kind, cause: cause, in: frontEnd) == expected)
    }

    @Test("a notice's kind and cause pick its rows")
    func noticesPickTheirRows() {
        let notice = SheetLifecycleNotice<String>.didDismiss("a", cause: .user)
        #expect(notice.kind == .didDismiss && notice.cause == .user && notice.id == "a")
        #expect(
            SheetDelegateTable.callbacks(for: notice, in: .presentationController) == [
                .presentationControllerDidDismiss
            ])
        #expect(SheetLifecycleNotice<String>.requestEnded("a", .refused).kind == .requestRefused)
    }
}
