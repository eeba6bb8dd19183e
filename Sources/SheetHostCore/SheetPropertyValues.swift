import SheetCore

/// Every sheet property as the app assigned it, in one value: the sheet's configuration and the
/// host's layout options. The host stores one, and each row of ``SheetPropertyTable`` names its
/// property's place in it by a key path.
package struct SheetPropertyValues: Sendable {
    /// The sheet's properties (identifiers that name no detent included).
    package var configuration: SheetConfiguration
    /// The layout options and the texts VoiceOver speaks.
    package var options: HostOptions

    package init(
        configuration: SheetConfiguration = SheetConfiguration(), options: HostOptions = HostOptions()
    ) {
        self.configuration = configuration
        self.options = options
    }
}
