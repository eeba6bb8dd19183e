// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SheetKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "SheetCore", targets: ["SheetCore"]),
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
        .library(name: "SheetPreview", targets: ["SheetPreview"]),
        .executable(name: "sheetkit", targets: ["sheetkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SheetCore"),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
        .target(name: "MosaicCore"),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
        .target(name: "SheetPreview", dependencies: ["SheetCore", "MosaicCore"]),
        .testTarget(
            name: "SheetPreviewTests",
            dependencies: [
                "SheetPreview", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .executableTarget(
            name: "sheetkit",
            dependencies: [
                "SheetPreview", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "sheetkitTests", dependencies: ["sheetkit", "SheetCore", "MosaicCore"]),
    ],
    swiftLanguageModes: [.v6]
)
