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
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The message protocol: decode, validate, drive the engines, encode. No server types.
        .target(
            name: "PlaygroundCore",
            dependencies: [
                .product(name: "SheetCore", package: rootIdentity),
                .product(name: "MosaicCore", package: rootIdentity),
            ]),
        .testTarget(name: "PlaygroundCoreTests", dependencies: ["PlaygroundCore"]),
        // The server: pages over HTTP, one engine per WebSocket.
        .executableTarget(
            name: "sheetkit-playground",
            dependencies: ["PlaygroundCore", .product(name: "FlyingFox", package: "FlyingFox")]),
    ],
    swiftLanguageModes: [.v6]
)
