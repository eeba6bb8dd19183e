import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetBindingModel {
    // MARK: The lifecycle's notices (`.bottomSheet`)

    /// One lifecycle notice, while the binding names `current`: `SheetDelegateTable`'s `.swiftUI`
    /// rows for this modifier's sheet (`smallest` is that sheet's smallest detent). The binding is
    /// cleared only while it names the sheet's item; a request the platform refused for good while
    /// the anchor was in a window is reported (``SheetBindingDiagnostic/neverPresented``) and its
    /// item spent, the binding left as it is; refused while the anchor was in no window, it is
    /// asked again once the anchor is in one. A sheet whose request is over is forgotten and the
    /// binding read again (the app may have named an item again, in `onDismiss`). The binding is
    /// written once per sheet: one that didn't take the content's write is not written again.
    ///
    /// The floating sheet's notices go through the same table (its selection written back by the
    /// `writeSelection` row); it has no request, and its binding only hides it.
    package mutating func notice(
        _ notice: SheetLifecycleNotice<Key>, current: Item?, smallest: Detent.Identifier?,
        anchorInWindow: Bool,
        lifecycle: SheetPresentationLifecycle<Key>
    ) -> [SheetBindingOutput<Key>] {
        writingBindings(
            noticeOutputs(
                notice, current: current, smallest: smallest, anchorInWindow: anchorInWindow,
                lifecycle: lifecycle))
    }

    private mutating func noticeOutputs(
        _ notice: SheetLifecycleNotice<Key>, current: Item?, smallest: Detent.Identifier?,
        anchorInWindow: Bool, lifecycle: SheetPresentationLifecycle<Key>
    ) -> [SheetBindingOutput<Key>] {
        let key = notice.id
        if key == floatingKey { return floatingNotice(notice, current: current, smallest: smallest) }
        guard let item = requests.items[key] else { return [] }
        var outputs: [SheetBindingOutput<Key>] = []
        let refused = notice.kind == .requestRefused
        if refused, anchorInWindow {
            outputs.append(.diagnostic(.neverPresented))
            spend(item)
        }
        for callback in requests.callbacks(for: notice, current: current) {
            switch callback {
            case .writeSelection:
                if case .selectedDetentChanged(_, let detent, _) = notice {
                    outputs += detentShown(key, detent, smallest: smallest, current: current)
                }
            case .onAttemptToDismiss: outputs.append(.onAttemptToDismiss)
            case .clearBinding where !refused && sheets[key]?.bindingCleared != true:
                markBindingCleared(key)
                markClearing(item)
                outputs.append(.clearBinding)
            case .onDismiss: outputs.append(.onDismiss)
            default: break
            }
        }
        if forgetIfOver(key, in: lifecycle) {
            setSheet(key, nil)
            outputs += [.release(key), .syncLater]
        }
        return outputs
    }

    /// The floating sheet's notice: the `.swiftUI` rows that apply to a sheet with no request (its
    /// selection written back, the person's attempt told).
    private mutating func floatingNotice(
        _ notice: SheetLifecycleNotice<Key>, current: Item?, smallest: Detent.Identifier?
    ) -> [SheetBindingOutput<Key>] {
        SheetDelegateTable.callbacks(for: notice, in: .swiftUI).flatMap {
            callback -> [SheetBindingOutput<Key>] in
            switch (callback, notice) {
            case (.writeSelection, .selectedDetentChanged(let key, let detent, _)):
                detentShown(key, detent, smallest: smallest, current: current)
            case (.onAttemptToDismiss, _): [.onAttemptToDismiss]
            default: []
            }
        }
    }

    /// Sheet `key` shows `detent` now (its smallest being `smallest`): written back to the
    /// `selection` binding by `SheetSelectionSync`'s rule, for the binding's sheet only.
    mutating func detentShown(
        _ key: Key, _ detent: Detent.Identifier?, smallest: Detent.Identifier?, current: Item?
    ) -> [SheetBindingOutput<Key>] {
        guard var sheet = sheets[key] else { return [] }
        if let detent { sheet.lastShown = detent }
        let change = sheet.selection.sheetShows(detent, smallest: smallest)
        setSheet(key, sheet)
        guard let change, bindingSheet(current: current) == key else { return [] }
        return [.writeSelection(change.value)]
    }

    // MARK: The content's callbacks, each from its own sheet

    /// The content of sheet `key` set these options: that sheet takes them (springing), and only it.
    package mutating func contentOptionsChanged(_ key: Key, _ options: BottomSheetOptions, current: Item?)
        -> [SheetBindingOutput<Key>]
    {
        guard var sheet = sheets[key], sheet.contentOptions != options else { return [] }
        sheet.contentOptions = options
        setSheet(key, sheet)
        return configure(key, animated: true, selectionSprings: false, includesSelection: false)
    }

    /// The content of sheet `key` measured its height: offered to that sheet when it is a size and
    /// differs by more than half a point from the last offer (a relayout would follow every rounding).
    package mutating func contentMeasured(_ key: Key, height: CGFloat) -> [SheetBindingOutput<Key>] {
        guard var sheet = sheets[key], height.isFinite, height >= 0, abs(sheet.offeredHeight - height) > 0.5
        else { return [] }
        sheet.offeredHeight = height
        setSheet(key, sheet)
        return [.offerFittingHeight(key, height)]
    }

    /// The view presenting the sheet is leaving (`presenterIsLeaving`): reported when the top sheet
    /// is up and nobody asked it to go (`SheetPresenterRules.presenterLeftItsSheet`).
    package func presenterWillDisappear(
        presenterIsLeaving: Bool, current: Item?, lifecycle: SheetPresentationLifecycle<Key>
    ) -> [SheetBindingOutput<Key>] {
        SheetPresenterRules.presenterLeftItsSheet(
            lifecycle, items: requests.items, current: current, presenterIsLeaving: presenterIsLeaving)
            ? [.diagnostic(.presenterLeftItsSheet)] : []
    }
}
