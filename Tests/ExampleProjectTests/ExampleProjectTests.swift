import Foundation
import Testing

/// The example app's Xcode project (`Examples/App/SheetKitExamples.xcodeproj`), checked on any OS against
/// the files beside it, so it cannot rot: every reference points at something real, the app compiles
/// every source file of its folder (the same files the Examples package compiles for iOS in CI) and it
/// lists every example screen.
@Suite("Example app project")
struct ExampleProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples")
    static let appName = "SheetKitExamples"

    let project: XcodeProject

    init() throws {
        project = try XcodeProject(Self.examples.appendingPathComponent("App/\(Self.appName).xcodeproj"))
    }

    @Test func everyObjectIdentifierNamesAnObject() {
        #expect(project.objects.count > 20)
        for (owner, key, value) in project.identifierValues() {
            #expect(project.objects[value] != nil, "\(owner).\(key) names \(value), which is not in the file")
        }
    }

    @Test func everyFileAndGroupReferenceExists() throws {
        let references = project.identifiers(isa: "PBXFileReference") + project.identifiers(isa: "PBXGroup")
        #expect(references.count >= 7)
        for reference in references {
            guard let location = try project.location(of: reference) else { continue }
            #expect(
                FileManager.default.fileExists(atPath: location.path),
                "\(project.string("path", of: reference) ?? reference) points at \(location.path), which does not exist"
            )
        }
    }

    @Test func everyPackageReferenceIsAPackageWithTheProductsTheAppNames() throws {
        let packages = project.identifiers(isa: "XCLocalSwiftPackageReference")
        #expect(!packages.isEmpty)
        #expect(
            project.identifiers(isa: "XCRemoteSwiftPackageReference").isEmpty,
            "the app builds only local code")
        for package in packages {
            let path = try #require(project.string("relativePath", of: package))
            let manifest = project.sourceRoot.appendingPathComponent(path).appendingPathComponent(
                "Package.swift")
            #expect(FileManager.default.fileExists(atPath: manifest.path), "no Package.swift at \(path)")
        }
        let products = project.identifiers(isa: "XCSwiftPackageProductDependency")
        #expect(products.count == 2)
        for product in products {
            let name = try #require(project.string("productName", of: product))
            let package = try #require(project.string("package", of: product), "\(name) names no package")
            let path = try #require(project.string("relativePath", of: package))
            let manifest = try String(
                contentsOf: project.sourceRoot.appendingPathComponent(path).appendingPathComponent(
                    "Package.swift"),
                encoding: .utf8)
            #expect(
                manifest.contains(".library(name: \"\(name)\""),
                "the package at \(path) has no product \(name)")
        }
        let target = try appTarget()
        #expect(Set(project.list("packageProductDependencies", of: target)) == Set(products))
    }

    @Test func theAppTargetCompilesEverySourceFileOfItsFolderAndNothingElse() throws {
        let compiled = try compiledSources()
        let folder = try appSourceFolder()
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(!onDisk.isEmpty)
        #expect(Set(compiled.map(\.lastPathComponent)) == Set(onDisk))
        #expect(compiled.allSatisfy { $0.deletingLastPathComponent().standardized == folder.standardized })
    }

    @Test func theExamplesPackageCompilesTheAppsSourcesForIOS() throws {
        let folder = try appSourceFolder().standardized.path
        let relative = String(folder.dropFirst(Self.examples.standardized.path.count + 1))
        let manifest = try String(
            contentsOf: Self.examples.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(relative == "App/\(Self.appName)")
        #expect(
            manifest.contains("path: \"\(relative)\""), "Examples/Package.swift has no target at \(relative)")
    }

    @Test func theAppListsEveryPublicExampleScreen() throws {
        let libraries = project.identifiers(isa: "XCSwiftPackageProductDependency").compactMap {
            project.string("productName", of: $0)
        }
        #expect(Set(libraries) == ["UIKitExamples", "SwiftUIExamples"])
        let screens = try Self.publicScreens(in: libraries)
        #expect(screens.count >= 10, "found \(screens)")
        let catalog = try String(
            contentsOf: appSourceFolder().appendingPathComponent("Example.swift"), encoding: .utf8)
        for screen in screens {
            #expect(catalog.contains("\(screen)()"), "the app's list does not show \(screen)")
        }
    }

    @Test func theAppBuildsForThePackagesDeploymentTargetAndLanguageMode() throws {
        let manifest = try String(
            contentsOf: Self.examples.appendingPathComponent("Package.swift"), encoding: .utf8)
        let iOS = try #require(manifest.firstMatch(of: /\.iOS\(\.v(\d+)\)/)).output.1
        #expect(manifest.contains("swiftLanguageModes: [.v6]"))
        let projectConfigurations = project.list(
            "buildConfigurations",
            of: try #require(project.string("buildConfigurationList", of: project.rootObject)))
        #expect(projectConfigurations.count == 2)
        for configuration in projectConfigurations {
            let settings = try #require(project.objects[configuration]?["buildSettings"] as? [String: Any])
            #expect(settings["IPHONEOS_DEPLOYMENT_TARGET"] as? String == "\(iOS).0")
            #expect(settings["SWIFT_VERSION"] as? String == "6.0")
            #expect(settings["SDKROOT"] as? String == "iphoneos")
        }
    }

    @Test func theSharedSchemeBuildsTheAppTarget() throws {
        let scheme = try String(
            contentsOf: project.bundle.appendingPathComponent(
                "xcshareddata/xcschemes/\(Self.appName).xcscheme"),
            encoding: .utf8)
        let target = try appTarget()
        let blueprints = scheme.matches(of: /BlueprintIdentifier = "([0-9A-F]{24})"/).map {
            String($0.output.1)
        }
        #expect(!blueprints.isEmpty)
        #expect(blueprints.allSatisfy { $0 == target })
        for container in scheme.matches(of: /ReferencedContainer = "container:([^"]+)"/) {
            let path = project.sourceRoot.appendingPathComponent(String(container.output.1)).path
            #expect(FileManager.default.fileExists(atPath: path), "the scheme refers to \(path)")
        }
    }

    // MARK: - Reading the project

    func appTarget() throws -> String {
        let targets = project.identifiers(isa: "PBXNativeTarget")
        #expect(project.list("targets", of: project.rootObject) == targets)
        return try #require(targets.first { project.string("name", of: $0) == Self.appName })
    }

    /// The files of the app target's Sources phase, where they are on disk.
    func compiledSources() throws -> [URL] {
        let target = try appTarget()
        let phase = try #require(
            project.list("buildPhases", of: target).first {
                project.string("isa", of: $0) == "PBXSourcesBuildPhase"
            })
        return try project.list("files", of: phase).map { buildFile in
            let reference = try #require(project.string("fileRef", of: buildFile))
            return try #require(try project.location(of: reference))
        }
    }

    /// The one folder the app's sources live in.
    func appSourceFolder() throws -> URL {
        let folders = Set(try compiledSources().map { $0.deletingLastPathComponent().standardized })
        #expect(folders.count == 1, "the app's sources are spread over \(folders)")
        return try #require(folders.first)
    }

    /// The public view controllers and SwiftUI views of the Examples package's `libraries` (the ones the
    /// app depends on; the package's other targets, such as the README's snippets, are not screens).
    static func publicScreens(in libraries: [String]) throws -> [String] {
        let sources = examples.appendingPathComponent("Sources")
        var screens: [String] = []
        for library in libraries.sorted() {
            let folder = sources.appendingPathComponent(library)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /public (?:final )?(?:class|struct) (\w+)\s*:\s*([^{]*)\{/) {
                    let conformances = match.output.2
                    if conformances.contains("Controller") || conformances.contains("View") {
                        screens.append(String(match.output.1))
                    }
                }
            }
        }
        return screens
    }
}
