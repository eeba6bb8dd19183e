// swift-tools-version: 6.1
import PackageDescription

// Screens an app target would host, one library per front end. They depend on the root package by
// path, so they always compile against the code next to them (`Scripts/ios-build` on Linux, Xcode on
// a Mac). `App/SheetKitExamples.xcodeproj` is the app that lists them; its sources are also the
// `ExamplesApp` target here, in no product, so the same compile step checks them.
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
        // The README's UIKit and SwiftUI snippets, written here by Scripts/readme-snippets for CI's iOS build.
        .target(
            name: "ReadmeSnippets",
            dependencies: [
                .product(name: "SheetKit", package: "SheetKit"),
                .product(name: "SheetKitUI", package: "SheetKit"),
            ]),
        .target(
            name: "ExamplesApp", dependencies: ["UIKitExamples", "SwiftUIExamples"],
            path: "App/SheetKitExamples"),
    ],
    swiftLanguageModes: [.v6]
)
