import Foundation
import SheetCore

/// One property the app assigned, waiting for the next layout.
struct PendingAssignment: Sendable {
    var property: SheetProperty
    var animated: Bool
}

extension SheetHost {
    /// Keeps a ``HostEvent/set(_:animated:)`` until the next layout: any other event (a display
    /// tick, a touch, a presentation, another kind of assignment) first resolves every property
    /// assigned since, together. UIKit reads its sheet properties the same way — stored as set,
    /// laid out at the next pass — so the frames are the same whatever order the app assigned them
    /// in, every frame in between included. The frame of a `set` is the sheet as it was, asking for
    /// a tick (``HostFrame/needsTicks``) to lay it out.
    mutating func store(_ property: SheetProperty, animated: Bool) {
        pendingAssignments.append(PendingAssignment(property: property, animated: animated))
    }

    /// Resolves the properties assigned since the last layout, as the app's, at `time`.
    mutating func layOutPendingAssignments(at time: Double, _ step: inout Step) {
        let pending = pendingAssignments
        pendingAssignments.removeAll(keepingCapacity: true)
        let cause = step.cause
        step.cause = .app
        for assignment in pending {
            assign(.property(assignment.property), animated: assignment.animated, at: time, &step)
        }
        step.cause = cause
    }

    /// The app's configuration and options with the assignments not yet laid out applied, for the
    /// values read back (``configuration``, ``selectedDetentIdentifier``).
    package var assignedProperties: SheetPropertyValues {
        var values = assigned
        for assignment in pendingAssignments { assignment.property.assign(to: &values) }
        return values
    }

    /// The layout options as the app last set them, assignments not yet laid out included (what a
    /// binding's getters read back; ``options`` are those the frames are laid out with).
    public var assignedOptions: HostOptions { assignedProperties.options }

    /// The selection assigned since the last layout, if one was (nil inside: none, the smallest).
    var pendingSelection: Detent.Identifier?? {
        for assignment in pendingAssignments.reversed() {
            if case .selectedDetentIdentifier(let identifier) = assignment.property {
                return .some(identifier)
            }
        }
        return nil
    }
}
