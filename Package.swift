// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SheetKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "SheetCore", targets: ["SheetCore"]),
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
        .library(name: "SheetHostCore", targets: ["SheetHostCore"]),
        .library(name: "SheetKit", targets: ["SheetKit"]),
        .library(name: "SheetKitUI", targets: ["SheetKitUI"]),
        .library(name: "SheetScenario", targets: ["SheetScenario"]),
        .executable(name: "sheetkit", targets: ["SheetKitCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The engines: every decision, pure Swift, tested on any OS.
        .target(name: "SheetCore"),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore", "SeededRandom"]),
        .target(name: "MosaicCore"),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore", "SeededRandom"]),
        // The host core: every decision between a platform's raw events and the engine.
        .target(name: "SheetHostCore", dependencies: ["SheetCore"]),
        .testTarget(name: "SheetHostCoreTests", dependencies: ["SheetHostCore", "SheetTestSupport"]),
        // What the test targets share: the seedable generator every property test draws from, and
        // (for the sheet's targets, re-exporting the generator) the exhaustive host test store.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .target(
            name: "SheetTestSupport", dependencies: ["SheetCore", "SheetHostCore", "SeededRandom"],
            path: "Tests/SheetTestSupport"),
        // Scenarios: the JSON scripts `sheetkit simulate`, the playground and the tests share. The
        // recorder (and the JSON writer it shares with the frame writer) is a target of its own, so
        // the UIKit binding's DEBUG recorder doesn't link the scenario reader into a release app.
        .target(name: "SheetRecorder", dependencies: ["SheetCore", "SheetHostCore"]),
        .target(name: "SheetScenario", dependencies: ["SheetHostCore", "SheetRecorder"]),
        .testTarget(name: "SheetScenarioTests", dependencies: ["SheetScenario", "SheetTestSupport"]),
        // The front ends: thin adapters, compiled where UIKit / SwiftUI exist (empty elsewhere).
        .target(
            name: "SheetKit", dependencies: ["SheetCore", "MosaicCore", "SheetHostCore", "SheetRecorder"],
            resources: [.process("Resources")]),
        .target(
            name: "SheetKitUI",
            dependencies: ["SheetCore", "MosaicCore", "SheetHostCore", "SheetKit", "SheetKitUICore"]),
        // The SwiftUI front end's own rules (option merging, item identity, grid caches), platform-free.
        .target(name: "SheetKitUICore", dependencies: ["SheetCore", "MosaicCore", "SheetHostCore"]),
        .testTarget(
            name: "SheetKitUICoreTests", dependencies: ["SheetKitUICore", "SheetTestSupport", "SeededRandom"]),
        // Seeing the engines without a device: the renderer and the `sheetkit` command.
        .target(
            name: "SheetPreview", dependencies: ["SheetCore", "MosaicCore", "SheetHostCore", "SheetScenario"]),
        .testTarget(
            name: "SheetPreviewTests",
            dependencies: ["SheetPreview", "SheetHostCore", "SheetScenario"], exclude: ["__Snapshots__"]),
        .executableTarget(
            name: "SheetKitCommand",
            dependencies: [
                "SheetPreview", "SheetScenario", "MosaicCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "SheetKitCommandTests",
            dependencies: [
                "SheetKitCommand", "SheetCore", "MosaicCore", "SheetScenario", "SheetHostCore",
                "SheetTestSupport",
            ]),
        // The example app's Xcode project, checked against the files it names (Examples/App).
        .testTarget(name: "ExampleProjectTests"),
    ],
    swiftLanguageModes: [.v6]
)
