import SheetCore

extension SheetHost {
    /// Reduce Motion turned on or off: the engine's behaviour takes the new setting.
    mutating func setReduceMotion(_ reduces: Bool, at time: Double, _ step: inout Step) {
        guard interaction.configuration.behavior.reducesMotion != reduces else { return }
        var configuration = interaction.configuration
        configuration.behavior.reducesMotion = reduces
        if let frame = try? interaction.reconfigure(configuration, at: time) { step.collect(frame.events) }
    }
}
