// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency's identity is its folder's name, which depends on where the repository was
// cloned; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

// The browser playground: its own package, so library users and `swift run sheetkit` never build a
// server.
let package = Package(
    name: "SheetKitPlayground",
    platforms: [.macOS(.v15)],  // Hummingbird 2 needs 14; String(validating:as:) 15
    products: [
        // For the benchmarks, which measure a message's cost without a socket.
        .library(name: "PlaygroundCore", targets: ["PlaygroundCore"])
    ],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The message protocol: the sheet socket speaks the scenario format to a host core, the grid
        // socket asks the mosaic engine. No server types.
        .target(
            name: "PlaygroundCore",
            dependencies: [
                .product(name: "SheetCore", package: rootIdentity),
                .product(name: "SheetHostCore", package: rootIdentity),
                .product(name: "SheetScenario", package: rootIdentity),
                .product(name: "MosaicCore", package: rootIdentity),
            ]),
        .testTarget(
            name: "PlaygroundCoreTests",
            dependencies: ["PlaygroundCore", .product(name: "SheetScenario", package: rootIdentity)]),
        // The server: pages over HTTP, one engine per WebSocket, and the limits that keep it local.
        .target(
            name: "PlaygroundServer",
            dependencies: [
                "PlaygroundCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The pages' HTML, CSS and JavaScript, served from the bundle (Bundle.module).
            resources: [.copy("Pages")]),
        .testTarget(
            name: "PlaygroundServerTests",
            dependencies: [
                "PlaygroundServer", "PlaygroundCore", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]),
        .executableTarget(name: "sheetkit-playground", dependencies: ["PlaygroundServer"]),
        // The load generator: many WebSocket sessions from one compiled process.
        .executableTarget(
            name: "sheetkit-playground-load",
            dependencies: [
                "PlaygroundCore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
