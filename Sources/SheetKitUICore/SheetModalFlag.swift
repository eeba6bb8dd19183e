/// Who decides a presented SwiftUI sheet's `isModalInPresentation` (the dismissal guard): the
/// modifier's option (`bottomSheetInteractiveDismissDisabled`), and whatever the content set on its
/// own hosting controller, SwiftUI's `interactiveDismissDisabled` written inside the sheet as the
/// migration from `.sheet` leaves it. The presenter never overwrites the content's value with its
/// own: the guard holds while either asks for it.
///
/// How the content's value arrives: `UIHostingController` overrides `isModalInPresentation` (getter
/// and setter, SwiftUI.swiftinterface of the iOS 17.4 SDK), which is how `interactiveDismissDisabled`
/// inside a hosting controller reaches UIKit; SheetKit's presentation reads the presented
/// controller's flag at the start of every gesture. It is told apart from the presenter's own by
/// comparing the controller's flag with what the presenter last wrote: a difference is the
/// content's doing.
package struct SheetModalFlag: Equatable, Sendable {
    /// What the presenter last wrote; nil before its first write.
    package private(set) var written: Bool?
    /// What the content set on the controller itself, as last seen; nil while it set nothing.
    package private(set) var contentValue: Bool?

    /// A new presentation: nothing written, nothing seen.
    package init() {}

    /// The value to write on the controller now, or nil to leave it, for the modifier's option
    /// (`wanted`) and the controller's flag as it is (`current`): the guard holds when the option or
    /// the content's own value asks for it.
    package mutating func configure(wanted: Bool, current: Bool) -> Bool? {
        if current != (written ?? false) { contentValue = current }
        let effective = wanted || contentValue == true
        written = effective
        return effective == current ? nil : effective
    }
}
