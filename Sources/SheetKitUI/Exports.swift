// `import SheetKitUI` is all a SwiftUI app writes: the engines' types (detents, configuration, mosaic
// patterns), the host's (strings, insets) and the front end's own rules (options) are part of this
// module's API.
@_exported import MosaicCore
@_exported import SheetCore
@_exported import SheetHostCore
@_exported import SheetKitUICore
