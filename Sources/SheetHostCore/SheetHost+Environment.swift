import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's outstanding measurements: at most one of each kind, answered by request number.
struct PendingMeasurements: Sendable {
    var nextRequest = 1
    /// The content measurement asked for and not yet answered.
    var pendingContent: HostMeasureRequest?
    /// The width the content was last measured (or asked to be measured) at.
    var contentWidth: CGFloat?
    var pendingHeader: HostMeasureRequest?
    /// The Dynamic Type size the header was last measured (or asked to be measured) at.
    var headerCategory: String?

    mutating func makeRequest(width: CGFloat) -> HostMeasureRequest {
        defer { nextRequest += 1 }
        return HostMeasureRequest(width: width, request: nextRequest)
    }
}

extension SheetHost {
    // MARK: Presentation

    mutating func requestPresent(animated: Bool, at time: Double, _ step: inout Step) {
        guard interaction.state == .dismissed else { return }
        guard container?.isUsable == true else {
            // No real container yet (UIKit's first layout hasn't run): the sheet would resolve its
            // detents in a zero-sized view and rise to the wrong one.
            wantsPresent = true
            presentsAnimated = animated
            return
        }
        wantsPresent = false
        requestContentMeasurement(force: measurements.contentWidth == nil, &step)
        requestHeaderMeasurement(force: false, &step)
        engine(.present, at: time, &step)
        // Not animated: at its detent at once, as UIKit's `present(_:animated: false)`.
        if !animated { interaction.snapToResting() }
    }

    mutating func dismiss(animated: Bool, at time: Double, _ step: inout Step) {
        wantsPresent = false
        if animated {
            engine(.dismiss, at: time, &step)
        } else {
            resetToDismissed()
        }
    }

    /// Takes the sheet off at once, keeping its configuration, container and content.
    mutating func resetToDismissed() {
        wantsPresent = false
        pointer = nil
        dismissalGuard.gesture = nil
        guard interaction.state != .dismissed else { return }
        rebuildDismissed(selecting: interaction.selectedDetentIdentifier)
    }

    /// Selects `identifier` on a dismissed sheet. Before the first real container its detents are
    /// resolved in a zero-sized view, where they merge and the engine can't find the one asked for:
    /// the selection is kept by identifier in the configuration, and resolved when the sheet rises.
    /// An identifier that names no detent is kept as the choice until one does.
    mutating func selectWhileDismissed(_ identifier: Detent.Identifier?) {
        rebuildDismissed(selecting: identifier)
    }

    /// A fresh dismissed engine with the same configuration, container and content, with
    /// `identifier` chosen (nil: none, the smallest shows).
    mutating func rebuildDismissed(selecting identifier: Detent.Identifier?) {
        var configuration = interaction.configuration
        let named = configuration.detents.contains { $0.identifier == identifier }
        configuration.selectedDetentIdentifier = named ? identifier : nil
        configuration.isModalInPresentation = appIsModal || dismissalGuard.refusesGesture
        let old = interaction
        // A keyboard transition in progress is over for a sheet that isn't shown: its end counts.
        var container = old.container
        container.keyboardHeight = old.keyboardTargetHeight
        guard
            var fresh = try? SheetInteraction(
                configuration: configuration, container: container,
                contentFittingHeight: old.contentFittingHeight)
        else { return }
        if let identifier, !named {
            // Kept until a detent names it.
            fresh.apply(.select(identifier, animated: false), at: old.time)
        }
        fresh.handle(
            .scrollContentChanged(contentHeight: old.scrollContentHeight, offset: old.contentOffset),
            at: old.time)
        interaction = fresh
        // A new engine counts its layout revisions from the start again.
        geometryRevision &+= 1
    }

    // MARK: Container and keyboard

    mutating func changeContainer(_ newContainer: HostContainer, at time: Double, _ step: inout Step) {
        var newContainer = newContainer
        if let overlap = newContainer.keyboardOverlap {
            // A script's container comes with its keyboard, in place at once (no transition).
            keyboard = .docked(height: overlap, in: newContainer.size)
            newContainer.keyboardOverlap = nil
        }
        let old = container
        container = newContainer
        // A rotation moves the finger's coordinates; a resize of the height alone does not.
        if let old, old.size.width != newContainer.size.width { pointer?.needsReanchor = true }
        guard newContainer.isUsable else { return }
        let sheetContainer = SheetContainer(
            newContainer, keyboardHeight: keyboard.overlap(in: newContainer.size),
            fillsHeight: fillsHeight(in: newContainer))
        if sheetContainer != interaction.container {
            engine(.containerChanged(sheetContainer), at: time, &step)
        }
        // A new Dynamic Type size changes what text needs: the header's height and the content's
        // fitting height are both asked again.
        let textSizeChanged = old?.contentSizeCategory != newContainer.contentSizeCategory
        if textSizeChanged { requestHeaderMeasurement(force: true, &step) }
        requestContentMeasurement(force: textSizeChanged, &step)
        if wantsPresent { requestPresent(animated: presentsAnimated, at: time, &step) }
    }

    /// The keyboard's overlap reaches the engine as a keyboard transition, never as a container
    /// change: the sheet's bottom edge rides the keyboard's top on the keyboard's own curve and
    /// duration, its height moving on the same curve (at once when the duration is 0).
    mutating func changeKeyboard(_ newKeyboard: HostKeyboard, at time: Double, _ step: inout Step) {
        keyboard = newKeyboard
        guard let container, container.isUsable else { return }
        let overlap = newKeyboard.overlap(in: container.size)
        let target = interaction.keyboardTargetHeight
        if abs(overlap - target) > 0.5 || (overlap == 0) != (target == 0) {
            presenterKeyboardStart = presenterProgress(height: interaction.height)
            let frame = interaction.changeKeyboard(
                height: overlap, duration: newKeyboard.animationDuration,
                curve: newKeyboard.animationCurve.timingCurve, at: time)
            step.collect(frame.events)
        }
    }

    // MARK: Measurement

    /// Whether any detent's value depends on the content's fitting height.
    var measuresContent: Bool { interaction.configuration.detents.contains(where: \.dependsOnContentHeight) }

    /// Asks for the content's fitting height at the sheet's width when a detent needs it and the
    /// width changed since the last request (or `force`, when the content changed).
    mutating func requestContentMeasurement(force: Bool, _ step: inout Step) {
        guard measuresContent, let container, container.isUsable else { return }
        let width = placement(in: container).width
        guard force || measurements.contentWidth.map({ abs($0 - width) > 0.5 }) ?? true else { return }
        let request = measurements.makeRequest(width: width)
        measurements.pendingContent = request
        measurements.contentWidth = width
        step.effects.measureContent = request
    }

    mutating func contentMeasured(
        height: CGFloat, width: CGFloat, request: Int, at time: Double, _ step: inout Step
    ) {
        guard let pending = measurements.pendingContent, pending.request == request,
            abs(pending.width - width) <= 0.5, height.isFinite, height >= 0
        else { return }
        measurements.pendingContent = nil
        if abs(height - interaction.contentFittingHeight) > 0.5 {
            engine(.contentFittingHeightChanged(height), at: time, &step)
        }
    }

    /// Asks for the header's height when there is a header and the Dynamic Type size changed.
    mutating func requestHeaderMeasurement(force: Bool, _ step: inout Step) {
        guard interaction.configuration.style.header != nil, let container, container.isUsable else { return }
        guard force || measurements.headerCategory != container.contentSizeCategory else { return }
        let request = measurements.makeRequest(width: placement(in: container).width)
        measurements.pendingHeader = request
        measurements.headerCategory = container.contentSizeCategory
        step.effects.measureHeader = request
    }

    mutating func headerMeasured(height: CGFloat, request: Int, at time: Double, _ step: inout Step) {
        guard let pending = measurements.pendingHeader, pending.request == request, height.isFinite,
            var header = interaction.configuration.style.header
        else { return }
        measurements.pendingHeader = nil
        // Never smaller than the standard bar, never more than a third of the container.
        let limit = max(SheetStyle.headerHeight, interaction.container.size.height / 3)
        let clamped = min(max(height, SheetStyle.headerHeight), limit)
        guard abs(clamped - header.height) > 0.5 else { return }
        header.height = clamped
        var configuration = interaction.configuration
        configuration.style.header = header
        if let frame = try? interaction.reconfigure(configuration, at: time) { step.collect(frame.events) }
    }
}
