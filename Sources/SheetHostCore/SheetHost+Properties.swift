import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetHost {
    /// The app's own `isModalInPresentation`; the engine's is this or the gesture's guard saying no.
    var appIsModal: Bool {
        get { appConfiguration.isModalInPresentation }
        set { appConfiguration.isModalInPresentation = newValue }
    }

    /// A configuration as the host runs it: a drag lasts until its pointer lifts or is cancelled,
    /// however long the finger rests (bindings report every lift and cancellation), and a selected
    /// or undimmed identifier that names no detent counts as nil until one does (the host keeps it).
    static func engineConfiguration(_ configuration: SheetConfiguration) -> SheetConfiguration {
        var configuration = configuration
        configuration.behavior.dragSilenceTimeout = .infinity
        let names = { (identifier: Detent.Identifier) in
            configuration.detents.contains { $0.identifier == identifier }
        }
        if let selected = configuration.selectedDetentIdentifier, !names(selected) {
            configuration.selectedDetentIdentifier = nil
        }
        if let undimmed = configuration.largestUndimmedDetentIdentifier, !names(undimmed) {
            configuration.largestUndimmedDetentIdentifier = nil
        }
        return configuration
    }

    /// The engine's configuration now: the app's, with the guard's answer, the measured header
    /// height and the system's Reduce Motion.
    func engineConfiguration() -> SheetConfiguration {
        var configuration = Self.engineConfiguration(appConfiguration)
        configuration.isModalInPresentation = appIsModal || dismissalGuard.refusesGesture
        if let header = interaction.configuration.style.header, var newHeader = configuration.style.header {
            // A measured header height stays until the next measurement.
            newHeader.height = header.height
            configuration.style.header = newHeader
        }
        configuration.behavior.reducesMotion = interaction.configuration.behavior.reducesMotion
        return configuration
    }

    /// Stores one assignment as the app made it and resolves every assignment of this instant
    /// together. A configuration the engine can't run (an empty detent list, a value out of range)
    /// is refused: nothing changes, and the error is in ``configurationErrors``.
    mutating func assign(_ assignment: HostAssignment, animated: Bool, at time: Double, _ step: inout Step) {
        var values = assigned
        var scope: SheetProperty.Scope
        switch assignment {
        case .property(let property):
            let row = property.row
            row.store(property, in: &values)
            scope = row.scope
        case .configuration(let whole):
            values.configuration = whole
            scope = .header
        case .options(let whole):
            values.options = whole
            scope = .options
        }
        let springsOptions: Bool
        if case .options = assignment { springsOptions = true } else { springsOptions = false }
        if scope == .configuration || scope == .header {
            do {
                try Self.engineConfiguration(values.configuration).validate()
            } catch {
                configurationErrors = [(error as? SheetError) ?? .emptyDetents]
                return
            }
            if case .configuration = assignment { configurationErrors = [] }
        }
        var batch: PropertyBatch
        if let current = propertyBatch, current.time == time {
            // Resolved again, with this one, from where the instant began.
            batch = current
            interaction = current.base
            geometryRevision &+= 1
        } else {
            batch = PropertyBatch(time: time, base: interaction)
        }
        assigned = values
        switch scope {
        case .configuration: batch.changesConfiguration = true
        case .header:
            batch.changesConfiguration = true
            batch.changesHeader = true
        case .options: batch.changesOptions = true
        case .selection:
            if case .property(.selectedDetentIdentifier(let identifier)) = assignment {
                batch.selection = .some(identifier)
            }
        case .modal: break
        }
        batch.animated = batch.animated || animated
        batch.optionsSpring = batch.optionsSpring || springsOptions
        let earlier = (step.events.selectedDetentChanged, step.events.selectedDetentChangeCause)
        resolveProperties(batch, at: time, &step)
        // The frames of one instant report where the selection went once, from where it began.
        let selected = interaction.state == .dismissed ? nil : interaction.restingDetentIdentifier
        if selected == batch.reportedSelection {
            (step.events.selectedDetentChanged, step.events.selectedDetentChangeCause) = earlier
            step.engineEvents.selectedDetentChanged = earlier.0
        } else if let selected {
            step.events.selectedDetentChanged = selected
            step.events.selectedDetentChangeCause = .app
            step.engineEvents.selectedDetentChanged = selected
        }
        batch.reportedSelection = selected
        propertyBatch = batch
    }

    /// Runs what the app set on the engine: the configuration (the selection kept by identifier,
    /// springing when animated), the container's edge attachment, the guard, then the selection.
    mutating func resolveProperties(_ batch: PropertyBatch, at time: Double, _ step: inout Step) {
        let wasResting = interaction.state == .resting
        if batch.changesConfiguration,
            let frame = try? interaction.reconfigure(
                engineConfiguration(), animated: batch.animated, at: time)
        {
            step.collect(frame.events)
        }
        if batch.changesOptions {
            grabberValueCache = GrabberValueCache()
            textsRevision &+= 1
        }
        if let container, container.isUsable, fillsHeight(in: container) != interaction.container.fillsHeight
        {
            // Full screen or a drawer in compact height: the engine's container says which.
            changeContainer(container, at: time, &step)
            // As any change that isn't animated, a resting sheet is at its new height at once.
            if !batch.animated, !batch.optionsSpring, wasResting, interaction.state == .settling {
                interaction.snapToResting()
            }
        }
        syncModal(at: time, &step)
        if case .some(let selection) = batch.selection {
            if interaction.state == .dismissed {
                selectWhileDismissed(selection)
            } else {
                step.collect(interaction.choose(selection, animated: batch.animated, at: time).events)
            }
        }
        // A new width asks for the content's height at it (nothing when the width is the same).
        requestContentMeasurement(force: false, &step)
        if batch.changesHeader {
            requestHeaderMeasurement(force: interaction.configuration.style.header != nil, &step)
        }
    }
}
