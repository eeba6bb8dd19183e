import Foundation

/// An Xcode project file (`project.pbxproj`) read as Xcode reads it: an old-style property list whose
/// `objects` map identifiers to dictionaries, each with an `isa` naming its kind.
struct XcodeProject {
    /// A problem with the project file itself, named so a failing test says what to fix.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The `.xcodeproj` folder.
    let bundle: URL
    let objects: [String: [String: Any]]
    let rootObject: String

    /// The folder that holds the `.xcodeproj`: Xcode's `SOURCE_ROOT`, and what package paths are relative to.
    var sourceRoot: URL { bundle.deletingLastPathComponent() }

    init(_ bundle: URL) throws {
        self.bundle = bundle
        let data = try Data(contentsOf: bundle.appendingPathComponent("project.pbxproj"))
        guard
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let rootObject = plist["rootObject"] as? String
        else { throw ReadError(description: "project.pbxproj has no objects or no rootObject") }
        self.objects = objects
        self.rootObject = rootObject
    }

    /// The identifiers of every object of kind `isa`, sorted so failures read the same on every run.
    func identifiers(isa: String) -> [String] {
        objects.filter { $0.value["isa"] as? String == isa }.map(\.key).sorted()
    }

    func string(_ key: String, of identifier: String) -> String? {
        objects[identifier]?[key] as? String
    }

    func list(_ key: String, of identifier: String) -> [String] {
        objects[identifier]?[key] as? [String] ?? []
    }

    /// Every value in the file that has the shape of an object identifier (24 hexadecimal digits), with
    /// the object and key it sits under: each must name an object of the file.
    func identifierValues() -> [(owner: String, key: String, value: String)] {
        var found: [(String, String, String)] = []
        func visit(_ value: Any, owner: String, key: String) {
            switch value {
            case let text as String where Self.looksLikeIdentifier(text): found.append((owner, key, text))
            case let array as [Any]: array.forEach { visit($0, owner: owner, key: key) }
            case let dictionary as [String: Any]:
                dictionary.forEach {
                    visit($0.value, owner: owner, key: key.isEmpty ? $0.key : "\(key).\($0.key)")
                }
            default: break
            }
        }
        for (identifier, object) in objects { visit(object, owner: identifier, key: "") }
        found.append(("(file)", "rootObject", rootObject))
        return found
    }

    static func looksLikeIdentifier(_ text: String) -> Bool {
        text.count == 24 && text.allSatisfy(\.isHexDigit)
    }

    /// Where a file or group reference points on disk, following its groups up to the main group as
    /// Xcode does; nil for build products (`BUILT_PRODUCTS_DIR`), which exist only after a build.
    func location(of identifier: String) throws -> URL? {
        guard objects[identifier] != nil else { throw ReadError(description: "no object \(identifier)") }
        let sourceTree = string("sourceTree", of: identifier) ?? "<group>"
        let path = string("path", of: identifier)
        switch sourceTree {
        case "BUILT_PRODUCTS_DIR":
            return nil
        case "SOURCE_ROOT":
            return path.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
        case "<group>":
            var base = sourceRoot
            if let parent = parentGroup(of: identifier) {
                guard let parentLocation = try location(of: parent) else {
                    throw ReadError(description: "\(identifier) sits in a group of build products")
                }
                base = parentLocation
            }
            return path.map { base.appendingPathComponent($0) } ?? base
        default:
            throw ReadError(
                description: "\(identifier) has sourceTree \(sourceTree); use <group> or SOURCE_ROOT")
        }
    }

    /// The group whose `children` list `identifier`, if any.
    func parentGroup(of identifier: String) -> String? {
        identifiers(isa: "PBXGroup").first { list("children", of: $0).contains(identifier) }
    }
}
