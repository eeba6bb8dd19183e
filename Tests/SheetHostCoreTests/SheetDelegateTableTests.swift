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
            (.swiftUI, .selectedDetentChanged, .app, []),
            (.swiftUI, .willDismiss, .user, []),
            (.swiftUI, .didDismiss, .user, [.clearBinding, .onDismiss]),
            (.swiftUI, .didDismiss, .app, [.onDismiss]),
            (.swiftUI, .requestCancelled, .app, []),
            (.swiftUI, .requestRefused, .system, [.clearBinding]),
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
