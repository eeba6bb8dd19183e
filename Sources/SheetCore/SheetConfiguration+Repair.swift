import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetConfiguration {
    /// The detents of a sheet whose app gave none it can use: `[.medium, .large]`, SheetKit's
    /// default (UIKit's own is `[.large]`).
    public static let defaultDetents: [Detent] = [.medium, .large]

    /// This configuration made valid by documented rules, with everything that was wrong reported:
    /// for a front end that must show a sheet whatever the app set (a UIKit property, a SwiftUI
    /// modifier), where throwing would lose the sheet.
    ///
    /// What is valid is kept. A detent list that ``validate()`` refuses (empty, a repeated
    /// identifier, a fraction or height out of range) is replaced as a whole by
    /// ``defaultDetents``; a selected or undimmed identifier not in the list is let go (nil: the
    /// smallest detent, dimmed everywhere); a dim alpha outside 0…1 is clamped; an invalid corner
    /// radius is let go (the standard one); a behaviour constant out of range takes the default
    /// behaviour (keeping `reducesMotion`). `errors` lists what was wrong, in that order; it is
    /// empty exactly when the configuration was valid as given.
    public func repaired() -> (configuration: SheetConfiguration, errors: [SheetError]) {
        var configuration = self
        var errors: [SheetError] = []
        var detentsCheck = SheetConfiguration(detents: detents)
        detentsCheck.behavior = SheetBehavior()
        do {
            try detentsCheck.validate()
        } catch let error as SheetError {
            errors.append(error)
            configuration.detents = Self.defaultDetents
        } catch {}
        let identifiers = Set(configuration.detents.map(\.identifier))
        if let selected = configuration.selectedDetentIdentifier, !identifiers.contains(selected) {
            errors.append(.unknownSelectedDetentIdentifier(selected))
            configuration.selectedDetentIdentifier = nil
        }
        if let undimmed = configuration.largestUndimmedDetentIdentifier, !identifiers.contains(undimmed) {
            errors.append(.unknownLargestUndimmedDetentIdentifier(undimmed))
            configuration.largestUndimmedDetentIdentifier = nil
        }
        let alpha = configuration.dimming.maximumAlpha
        if !(alpha >= 0 && alpha <= 1) {
            errors.append(.invalidBehavior(field: "maximumDimAlpha", value: alpha))
            configuration.dimming.maximumAlpha =
                alpha.isNaN ? Dimming.defaultMaximumAlpha : min(max(alpha, 0), 1)
        }
        if let radius = configuration.style.preferredCornerRadius, !radius.isValidSize {
            errors.append(.invalidSize(field: "preferredCornerRadius", value: radius))
            configuration.style.preferredCornerRadius = nil
        }
        do {
            try configuration.behavior.validate()
        } catch let error as SheetError {
            errors.append(error)
            let reducesMotion = configuration.behavior.reducesMotion
            configuration.behavior = SheetBehavior()
            configuration.behavior.reducesMotion = reducesMotion
        } catch {}
        return (configuration, errors)
    }
}
