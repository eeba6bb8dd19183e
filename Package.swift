// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SheetKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "SheetCore", targets: ["SheetCore"]),
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
    ],
    targets: [
        .target(name: "SheetCore"),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
        .target(name: "MosaicCore"),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
    ],
    swiftLanguageModes: [.v6]
)
