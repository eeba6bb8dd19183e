#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetUIKitBinding {
        func installGestures() {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
            pan.delegate = self
            // One finger moves the sheet. Apple, `location(in:)`: "It is usually the centroid of the
            // touches involved in the gesture", so a second finger would make the sheet jump to the
            // fingers' midpoint; UIPanGestureRecognizer.h: `maximumNumberOfTouches` "default is UINT_MAX".
            // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
            // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
            pan.maximumNumberOfTouches = 1
            sheetView.addGestureRecognizer(pan)
            self.pan = pan
            dimView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            sheetView.grabber.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            sheetView.closeButton.addTarget(
                self, action: #selector(closeTapped), for: .primaryActionTriggered)
            sheetView.grabber.onAdjust = { [weak self] action in self?.send(.accessibility(action)) }
            sheetView.grabber.onActivate = { [weak self] in
                self?.send(.accessibility(.activate))
                return true
            }
            sheetView.onEscape = { [weak self] in self?.escape() ?? false }
        }

        /// VoiceOver's escape on the sheet: a dismissal attempt through the guard; whether the host
        /// handled it is `accessibilityPerformEscape`'s answer.
        func escape() -> Bool {
            sendAttempt(.accessibility(.escape)).accessibility.escapeHandled ?? false
        }

        /// Where the pan's finger first touched: the pan begins only after it has moved some points,
        /// and `translation(in:)` is that movement. Both the pan's permission and its pointer-down
        /// use this point, so a fast flick from the sheet's edge is judged where it started.
        func panStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
            let location = pan.location(in: rootView)
            let translation = pan.translation(in: rootView)
            return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        }

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: rootView)
            switch pan.state {
            case .began:
                // The modal flag as it is now; the guard is asked by the pointer-down's
                // `asksDismissalGuard` effect, once, when this drag could dismiss.
                sendModalInPresentation()
                send(.pointerDown(panStart(pan)))
                send(.pointerMoved(location))
            case .changed:
                send(.pointerMoved(location))
            case .ended:
                send(.pointerUp(location, velocity: pan.velocity(in: rootView).y))
            default:
                send(.pointerCancelled)
            }
        }

        @objc private func tapped(_ tap: UITapGestureRecognizer) {
            sendAttempt(.tap(tap.location(in: rootView)))
        }

        @objc private func closeTapped() {
            let button = sheetView.closeButton
            sendAttempt(
                .tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: rootView)))
        }
    }

    extension SheetUIKitBinding: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            guard recognizer === pan, let pan else { return true }
            resolveTrackedScrollView()
            return host.shouldBeginPan(at: panStart(pan), velocity: pan.velocity(in: rootView))
        }

        func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            other === scrollTracking.scrollView?.panGestureRecognizer
                && host.recognizesSimultaneouslyWithScrollView
        }
    }
#endif
