#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension HostContainer {
        /// The container a view offers: its size, safe area and traits.
        @MainActor
        package init(view: UIView) {
            let traits = view.traitCollection
            let insets = view.safeAreaInsets
            self.init(
                size: view.bounds.size,
                safeArea: HostInsets(
                    top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                horizontalSizeClass: HostSizeClass(traits.horizontalSizeClass),
                verticalSizeClass: HostSizeClass(traits.verticalSizeClass),
                displayScale: traits.displayScale,
                contentSizeCategory: traits.preferredContentSizeCategory.rawValue)
        }
    }

    extension HostSizeClass {
        /// UIKit's size class; nil when unspecified (the host infers it from the height).
        init?(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: return nil
            }
        }
    }

    extension HostKeyboard {
        /// The keyboard of a `keyboardWillChangeFrame` or `keyboardWillHide` notification, as the
        /// system reports it: the end frame in the screen's coordinates
        /// (`UIKeyboardFrameEndUserInfoKey`: "in screen coordinates"), the screen's bounds, the
        /// container's frame on the screen, the duration, the curve, whether the keyboard is this
        /// app's and where its first responder is. The host classifies it (docked, undocked,
        /// floating, another app's, not the sheet's); nil while the view has no window.
        /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
        @MainActor
        package init?(
            _ notification: Notification, in view: UIView, responder: HostKeyboardResponder = .unknown
        ) {
            guard let info = notification.userInfo,
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let screen = view.window?.screen
            else { return nil }
            let duration =
                (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
            let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
            let space = screen.coordinateSpace
            self.init(
                screenFrame: end, screenBounds: screen.bounds,
                containerFrameInScreen: view.convert(view.bounds, to: space), animationDuration: duration,
                animationCurve: HostAnimationCurve(uiKitRawValue: curve), isLocal: isLocal,
                responder: responder)
        }
    }

    extension UIEdgeInsets {
        /// The host's physical insets.
        init(_ insets: HostInsets) {
            self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
