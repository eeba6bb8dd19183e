// swift-tools-version: 6.1
import PackageDescription

// Screens an app target would host, one library per front end. They depend on the root package by
// path, so they always compile against the code next to them (`../shared/tools/ios-build` here,
// Xcode on a Mac).
let package = Package(
    name: "SheetKitExamples",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "UIKitExamples", targets: ["UIKitExamples"]),
        .library(name: "SwiftUIExamples", targets: ["SwiftUIExamples"]),
    ],
    dependencies: [.package(name: "SheetKit", path: "..")],
    targets: [
        .target(name: "UIKitExamples", dependencies: [.product(name: "SheetKit", package: "SheetKit")]),
        .target(name: "SwiftUIExamples", dependencies: [.product(name: "SheetKitUI", package: "SheetKit")]),
    ],
    swiftLanguageModes: [.v6]
)
