// `import SheetKitUI` is all a SwiftUI app writes: the engines' types (detents, configuration, mosaic
// patterns) are part of this module's API.
@_exported import MosaicCore
@_exported import SheetCore
