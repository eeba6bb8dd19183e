// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SheetKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "SheetCore", targets: ["SheetCore"]),
    ],
    targets: [
        .target(name: "SheetCore"),
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
    ],
    swiftLanguageModes: [.v6]
)
