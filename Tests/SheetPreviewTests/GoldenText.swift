import Foundation
import Testing

/// Compares `text` with its reference, `__Snapshots__/<suite>/<test>.1.txt` beside this file, and
/// fails with the first line that differs. A missing reference is written and fails once, so a new
/// or deleted reference is recorded on the next run (then look at the picture before committing it).
func expectGolden(
    _ text: String, suite: String = "SnapshotTests", test: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let name = test.prefix { $0 != "(" }
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/\(suite)/\(name).1.txt")
    guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
        try? FileManager.default.createDirectory(
            at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: reference, atomically: true, encoding: .utf8)
        Issue.record(
            "No reference at \(reference.path); recorded it: run again", sourceLocation: sourceLocation)
        return
    }
    guard text != expected else { return }
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
    let gotLine = line < got.count ? String(got[line]) : "(end)"
    let wantLine = line < want.count ? String(want[line]) : "(end)"
    Issue.record(
        "\(name) differs from \(reference.lastPathComponent) at line \(line + 1):\n  expected: \(wantLine)\n  actual:   \(gotLine)\n(delete the reference to record it again)",
        sourceLocation: sourceLocation)
}
