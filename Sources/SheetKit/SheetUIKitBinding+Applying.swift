#if canImport(UIKit)
    // UIKit declares its accessibility notifications as mutable globals; they are constants in practice.
    @preconcurrency import UIKit
    import SheetHostCore

    extension SheetUIKitBinding {
        /// Applies one host frame: the views, the ticks, the step's events for the sheet's lifecycle,
        /// then the effects.
        func apply(_ frame: HostFrame) {
            self.frame = frame
            isApplying = true
            // The keyboard's notifications arrive inside its animation block: the host's spring moves
            // the sheet, so nothing here may be animated by UIKit.
            // A size change is the exception: its frame is applied inside UIKit's own animation
            // (`followSizeTransition`), so the sheet moves with the rotation.
            if isFollowingSizeTransition {
                applyViews(frame)
            } else {
                UIView.performWithoutAnimation { applyViews(frame) }
            }
            isApplying = false
            ticker.run(frame.needsTicks, rate: frame.preferredFrameRate)
            if frame.changes.contains(.geometry) { onMove?(frame.sheetRect) }
            // The step's events first, in the order of the steps (an effect below may send another
            // event, whose frame is reported inside it).
            if !frame.events.isEmpty { owner?.binding(self, didReport: frame.events) }
            carryOut(frame.effects)
            if pendingScroll {
                pendingScroll = false
                scrollTracking.report(to: self)
            }
        }

        private func applyViews(_ frame: HostFrame) {
            let changes = frame.changes
            if changes.contains(.geometry) {
                // By bounds and centre, not frame: a sheet presented from this one recedes it by a
                // transform (`recedingView`), and a view's frame is undefined under a transform (Apple,
                // `UIView.frame`: "If the transform property is not the identity transform, the value
                // of this property is undefined and therefore should be ignored").
                // https://developer.apple.com/documentation/uikit/uiview/frame
                let rect = frame.sheetRect
                sheetView.bounds = CGRect(origin: .zero, size: rect.size)
                sheetView.center = CGPoint(x: rect.midX, y: rect.midY)
                sheetView.isHidden = frame.isHidden
                sheetView.place(frame)
                scrollTracking.applyInsets(frame.contentInsets)
                updateLayoutGuide(frame.sheetRect)
            }
            if changes.contains(.appearance) {
                sheetView.apply(frame.style)
                sheetView.cornerRadius = frame.cornerRadius
            }
            if changes.contains(.dimming) {
                dimView.alpha = frame.dimAlpha
                dimView.isUserInteractionEnabled = frame.dimTakesTaps
            }
            if changes.contains(.presenter) {
                applyPresenter(frame.presenter)
            }
            // Only under the scroll bit (a new directive, or the list drifted off its pin): never
            // re-pinning on every frame.
            if changes.contains(.scroll) {
                scrollTracking.apply(frame.scroll)
            }
            if changes.contains(.accessibility) {
                let accessibility = frame.accessibility
                // Apple's `accessibilityViewIsModal`: VoiceOver "ignores the elements within views
                // that are siblings of the receiver". The sheet view's only sibling is the dim; the
                // presenting content is a sibling of the presentation's container view (of the root
                // view, for a floating sheet over its parent's views), so the flag goes there. (The
                // SDK header, UIAccessibility.h: "elements outside this view will be ignored"; the
                // container holds nothing but the sheet and its dim, so both readings agree.)
                // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
                let modalView = owner?.bindingAccessibilityModalView(self) ?? rootView
                modalView.accessibilityViewIsModal = accessibility.isModal
                sheetView.grabber.accessibilityLabel = accessibility.grabberLabel
                sheetView.grabber.accessibilityValue = accessibility.grabberValue
                sheetView.closeButton.accessibilityLabel = accessibility.closeButtonLabel
            }
            if let announcement = frame.accessibility.announcement {
                UIAccessibility.post(notification: .announcement, argument: announcement)
            }
            switch frame.accessibility.focus {
            case .sheet: UIAccessibility.post(notification: .screenChanged, argument: sheetView)
            case .presenter: UIAccessibility.post(notification: .screenChanged, argument: nil)
            case nil: break
            }
        }

        /// What the host asks of UIKit: measurements, the guard, the transitions' completions.
        private func carryOut(_ effects: HostEffects) {
            if let request = effects.measureContent {
                let height = owner?.binding(self, contentHeightAtWidth: request.width) ?? 0
                send(.contentMeasured(height: height, width: request.width, request: request.request))
            }
            if let request = effects.measureHeader {
                // At the width the host draws the title (its `titleRect`, laid out for the sheet
                // width it asks about), not the whole bar's: a title measured wider than it is drawn
                // wraps onto more lines than were measured, and its last lines are cut.
                let height = sheetView.header.measuredHeight(titleWidth: frame.titleRect.width)
                send(.headerMeasured(height: height, request: request.request))
            }
            if effects.asksDismissalGuard {
                sendGuardAnswer()
            }
            if effects.completesPresentation, let transition = presentationTransition {
                presentationTransition = nil
                transition.completeTransition(!transition.transitionWasCancelled)
            }
            if effects.completesDismissal {
                ticker.stop()
                scrollTracking.stop()
                restorePresenter()
                finishRecording()
                // UIKit's transition completes (its did-disappear and did-end callbacks follow).
                if let transition = dismissalTransition {
                    dismissalTransition = nil
                    transition.completeTransition(!transition.transitionWasCancelled)
                }
            }
        }

        // MARK: Where the sheet is

        func installLayoutGuide() {
            layoutGuide.identifier = "SheetKit.sheet"
            layoutGuideConstraints = [
                layoutGuide.leadingAnchor.constraint(equalTo: rootView.leadingAnchor),
                layoutGuide.topAnchor.constraint(
                    equalTo: rootView.topAnchor, constant: rootView.bounds.height),
                layoutGuide.widthAnchor.constraint(equalToConstant: 0),
                layoutGuide.heightAnchor.constraint(equalToConstant: 0),
            ]
            NSLayoutConstraint.activate(layoutGuideConstraints)
        }

        /// The guide follows the host's sheet rect (a hidden sheet sits below the container's bottom).
        private func updateLayoutGuide(_ rect: CGRect) {
            guard layoutGuideConstraints.count == 4 else { return }
            // The leading constraint runs in reading order: measure from the leading edge.
            let isRightToLeft = rootView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let leading = isRightToLeft ? rootView.bounds.width - rect.maxX : rect.minX
            let values = [leading, rect.minY, rect.width, rect.height]
            for (constraint, value) in zip(layoutGuideConstraints, values) where constraint.constant != value
            {
                constraint.constant = value
            }
        }
    }

#endif
