// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency's identity is its folder's name, which depends on where the repository was
// cloned; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
    name: "SheetKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: root.path),
        // The playground's session, for the cost of one message from bytes in to bytes out.
        .package(path: root.appendingPathComponent("Playground").path),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SheetKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SheetCore", package: rootIdentity),
                .product(name: "MosaicCore", package: rootIdentity),
                .product(name: "SheetHostCore", package: rootIdentity),
                .product(name: "SheetScenario", package: rootIdentity),
                .product(name: "PlaygroundCore", package: "playground"),
            ],
            path: "Benchmarks/SheetKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A plain executable for callgrind's repeatable instruction counts (run.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                .product(name: "SheetCore", package: rootIdentity),
                .product(name: "MosaicCore", package: rootIdentity),
                .product(name: "SheetHostCore", package: rootIdentity),
                .product(name: "SheetScenario", package: rootIdentity),
                .product(name: "PlaygroundCore", package: "playground"),
            ],
            path: "Benchmarks/InstructionCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
