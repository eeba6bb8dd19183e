import Foundation
import MosaicCore
import SheetCore
import Testing

/// Runs the built `sheetkit` executable and returns its exit status, standard output and error.
func sheetkit(_ arguments: [String], input: String? = nil) throws -> (status: Int32, out: String, err: String)
{
    let process = Process()
    process.executableURL = sheetkitBinary
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
    )
}

/// The executable sits beside the test bundle in the build folder.
let sheetkitBinary: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug"),
    ]
    for folder in candidates {
        let url = folder.appendingPathComponent("sheetkit")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return candidates[0].appendingPathComponent("sheetkit")
}()

func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("sheetkit mosaic")
struct MosaicCommandTests {
    func items(_ object: [String: Any]) throws -> [[String: Double]] {
        try #require(object["items"] as? [[String: Any]]).map { item in
            item.mapValues { ($0 as? NSNumber)?.doubleValue ?? .nan }
        }
    }

    @Test func framesMatchTheEngineExactly() throws {
        let result = try sheetkit(["mosaic", "--count", "19", "--width", "390"])
        #expect(result.status == 0)
        let object = try json(result.out)
        #expect(object["pattern"] as? String == "explore")
        #expect((object["width"] as? NSNumber)?.doubleValue == 390)
        #expect((object["spacing"] as? NSNumber)?.doubleValue == 1)
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 19)
        let size = try #require(object["contentSize"] as? [String: NSNumber])
        #expect(size["width"]?.doubleValue == 390)
        #expect(size["height"]?.doubleValue == Double(layout.contentSize.height))
        let items = try items(object)
        #expect(items.count == 19)
        for (index, item) in items.enumerated() {
            let frame = layout.frame(at: index)!
            #expect(item["index"] == Double(index))
            #expect(item["x"] == Double(frame.minX) && item["y"] == Double(frame.minY))
            #expect(item["width"] == Double(frame.width) && item["height"] == Double(frame.height))
        }
    }

    @Test func theVisibleBandFiltersInIndexOrder() throws {
        let result = try sheetkit([
            "mosaic", "--count", "10000", "--width", "390", "--visible", "65000:65844",
            "--pattern", "explore", "--spacing", "2", "--scale", "3", "--rtl",
        ])
        #expect(result.status == 0)
        let layout = try MosaicLayout(
            pattern: .explore, width: 390, spacing: 2, itemCount: 10_000, scale: 3,
            layoutDirection: .rightToLeft)
        let expected = layout.items(in: CGRect(x: -1, y: 65_000, width: 392, height: 844))
        let items = try items(try json(result.out))
        #expect(items.map { Int($0["index"]!) } == expected.map(\.index))
        #expect(items.map { $0["x"]! } == expected.map { Double($0.frame.minX) })
        #expect(!items.isEmpty)
    }

    @Test func otherPatternsAndSVG() throws {
        let uniform = try json(
            try sheetkit([
                "mosaic", "--count", "7", "--width", "400", "--spacing", "0",
                "--pattern", "uniform4",
            ]).out)
        #expect(uniform["pattern"] as? String == "uniform4")
        #expect(try items(uniform)[4]["y"] == 100)
        let svg = try sheetkit([
            "mosaic", "--count", "19", "--width", "390", "--format", "svg", "--visible", "0:300",
        ])
        #expect(svg.status == 0 && svg.out.hasPrefix("<svg") && svg.out.contains("stroke-dasharray"))
    }

    @Test(arguments: [
        (["mosaic", "--count", "-1", "--width", "390"], "--count"),
        (["mosaic", "--count", "5", "--width", "0"], "--width"),
        (["mosaic", "--count", "5", "--width", "390", "--spacing", "-2"], "--spacing"),
        (["mosaic", "--count", "5", "--width", "390", "--spacing", "200"], "--spacing"),
        (["mosaic", "--count", "5", "--width", "390", "--pattern", "zigzag"], "--pattern"),
        (["mosaic", "--count", "5", "--width", "390", "--visible", "300:100"], "--visible"),
        (["mosaic", "--count", "5", "--width", "390", "--visible", "abc"], "--visible"),
        (["mosaic", "--count", "5", "--width", "390", "--scale", "0"], "--scale"),
        (["mosaic", "--count", "many", "--width", "390"], "--count"),
        (["mosaic", "--width", "390"], "--count"),
        (["mosaic", "--count", "5", "--width", "390", "--format", "png"], "--format"),
    ])
    func errorsNameTheFieldAndExitWith2(arguments: [String], field: String) throws {
        let result = try sheetkit(arguments)
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains(field), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
    }
}

@Suite("sheetkit simulate")
struct SimulateCommandTests {
    static let scenario = """
        {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34},"keyboard":0},
         "sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":120},{"id":"third","fraction":0.33}],
                  "selected":"medium","largestUndimmed":null,"dismissible":true,"modalInPresentation":false,
                  "usesBottomSafeArea":true,"prefersScrollingExpandsWhenScrolledToEdge":true},
         "events":[{"t":0,"type":"present"},{"t":1.0,"type":"dragBegan"},{"t":1.05,"type":"dragChanged","translation":-40},
                   {"t":1.1,"type":"dragEnded","velocity":-1500},{"t":2,"type":"keyboard","height":336},
                   {"t":3,"type":"select","detent":"large","animated":true},{"t":4,"type":"tapDimmed"},
                   {"t":4.5,"type":"closeButton"},
                   {"t":5,"type":"container","width":844,"height":390,"safeArea":{"top":0,"bottom":21}}],
         "until":6.0,"fps":60}
        """

    @Test func scrollContentArrivingByEventShowsTheContentOffset() throws {
        let scenario = """
            {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34},"keyboard":0},
             "sheet":{"detents":[{"id":"medium"},{"id":"large"}],"selected":"medium"},
             "events":[{"t":0,"type":"present"},{"t":1,"type":"scrollContent","contentHeight":800,"offset":120}],
             "until":1.5,"fps":10}
            """
        let result = try sheetkit(["simulate", "-"], input: scenario)
        #expect(result.status == 0, "\(result.err)")
        let frames = try #require(try json(result.out)["frames"] as? [[String: Any]])
        #expect(frames.allSatisfy { $0["contentOffset"] != nil })
        #expect((frames.last?["contentOffset"] as? NSNumber)?.doubleValue == 120)
    }

    @Test func theDocumentedScenarioMatchesTheEngine() throws {
        let result = try sheetkit(["simulate", "-"], input: Self.scenario)
        #expect(result.status == 0, "\(result.err)")
        let object = try json(result.out)
        let frames = try #require(object["frames"] as? [[String: Any]])
        // 361 ticks from 0 to 6 s at 60 fps, plus one frame after each of the 9 inputs.
        #expect(frames.count == 361 + 9)
        let times = frames.map { ($0["t"] as! NSNumber).doubleValue }
        #expect(times == times.sorted())

        // The same script straight through the engine.
        var sheet = try SheetInteraction(
            configuration: SheetConfiguration(
                detents: [
                    .medium, .large, .height(120, identifier: "peek"), .fraction(0.33, identifier: "third"),
                ],
                selectedDetentIdentifier: .medium),
            container: .iPhone)
        sheet.handle(.present, at: 0)
        sheet.handle(.dragBegan(), at: 1)
        let dragged = sheet.handle(.dragChanged(translation: -40), at: 1.05)
        // At 1.05 the tick comes first (before the change), then the frame after it.
        let atChange = frames.filter { ($0["t"] as! NSNumber).doubleValue == 1.05 }
        #expect(atChange.count == 2)
        let frame = try #require(atChange.last)
        #expect(frame["state"] as? String == "dragging")
        #expect((frame["height"] as! NSNumber).doubleValue == Double(dragged.height))
        #expect((frame["top"] as! NSNumber).doubleValue == Double(dragged.top))
        #expect((frame["dim"] as! NSNumber).doubleValue == Double(dragged.dimAlpha))
        #expect(frame["backgroundInteractive"] as? Bool == false)
        #expect((frame["velocity"] as! NSNumber).doubleValue == Double(dragged.velocity))
        #expect(frame["detent"] as? String == "medium")

        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.first?["type"] as? String == "detentChanged")
        #expect(events.first?["detent"] as? String == "large")
        #expect((events.first?["t"] as? NSNumber)?.doubleValue == 1.1)
        #expect(events.contains { $0["type"] as? String == "dismissed" })

        let final = try #require(object["final"] as? [String: Any])
        #expect(final["state"] as? String == "dismissed")
        #expect(final["detent"] is NSNull)
        #expect((final["height"] as? NSNumber)?.doubleValue == 0)

        // At 3 s the sheet rests on large above the 336 pt keyboard: 451 pt tall, top edge at 57.
        let atThree = try #require(frames.last { ($0["t"] as! NSNumber).doubleValue == 3 })
        #expect(atThree["detent"] as? String == "large")
        #expect((atThree["height"] as! NSNumber).doubleValue == 451)
        #expect((atThree["top"] as! NSNumber).doubleValue == 57)
    }

    @Test func aGuardedFlingReportsTheAttemptAndAFileWorks() throws {
        let scenario = """
            {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},
             "sheet":{"detents":[{"id":"medium"},{"id":"large"}],"modalInPresentation":true},
             "events":[{"t":0,"type":"present"},{"t":1,"type":"dragBegan"},{"t":1.05,"type":"dragChanged","translation":80},
                       {"t":1.1,"type":"dragEnded","velocity":2500},{"t":2,"type":"modalInPresentation","value":false},
                       {"t":2.1,"type":"dismiss"}],
             "until":3,"fps":30}
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guarded-\(UUID().uuidString).json")
        try Data(scenario.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try sheetkit(["simulate", file.path])
        #expect(result.status == 0, "\(result.err)")
        let object = try json(result.out)
        let types = try #require(object["events"] as? [[String: Any]]).map { $0["type"] as? String }
        // The engine's `dismissed`, then the host's `didDismiss`: once for the one presentation.
        #expect(types == ["attemptedDismiss", "dismissed", "didDismiss"])
        let svg = try sheetkit(["simulate", file.path, "--format", "svg"])
        #expect(svg.status == 0 && svg.out.hasPrefix("<svg") && svg.out.contains("attempted dismiss"))
    }

    @Test(arguments: [
        ("{\"container\":", "malformed JSON"),
        ("[1, 2]", "JSON object"),
        ("{\"sheet\":{\"detents\":[{\"id\":\"large\"}]},\"events\":[]}", "container: missing"),
        (
            "{\"container\":{\"width\":390,\"height\":-844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},\"events\":[]}",
            "container.height"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[{\"t\":0,\"type\":\"present\"},{\"t\":1,\"type\":\"wobble\"}]}",
            "events[1].type"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[{\"t\":0,\"type\":\"present\"},{\"t\":1,\"type\":\"dragEnded\",\"velocity\":\"fast\"}]}",
            "events[1].velocity"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[{\"t\":0,\"type\":\"present\"},{\"t\":1,\"type\":\"dragChanged\"}]}",
            "events[1].translation"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"peek\"}]},\"events\":[]}",
            "sheet.detents[0]"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"f\",\"fraction\":2}]},"
                + "\"events\":[]}", "sheet.detents[0].fraction"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[]},\"events\":[]}",
            "detents"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[{\"t\":-1,\"type\":\"present\"}]}", "events[0].t"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[{\"t\":0,\"type\":\"keyboard\",\"height\":\"tall\"}]}", "events[0].height"
        ),
        (
            "{\"container\":{\"width\":390,\"height\":844},\"sheet\":{\"detents\":[{\"id\":\"large\"}]},"
                + "\"events\":[],\"fps\":0}", "fps"
        ),
    ])
    func errorsNameThePositionAndExitWith2(input: String, field: String) throws {
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains(field), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func detentsCanChangeDuringTheScript() throws {
        let scenario = """
            {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},
             "sheet":{"detents":[{"id":"medium"},{"id":"large"}],"selected":"large"},
             "events":[{"t":0,"type":"present"},
                       {"t":1,"type":"detents","detents":[{"id":"medium"},{"id":"card","height":200}]},
                       {"t":2,"type":"select","detent":"card"}],
             "until":3,"fps":30}
            """
        let result = try sheetkit(["simulate"], input: scenario)
        #expect(result.status == 0, "\(result.err)")
        let object = try json(result.out)
        let events = try #require(object["events"] as? [[String: Any]]).compactMap { $0["detent"] as? String }
        #expect(events == ["medium", "card"])
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["detent"] as? String == "card" && (final["height"] as? NSNumber)?.doubleValue == 234)
    }

    @Test func aMissingFileIsAnError() throws {
        let result = try sheetkit(["simulate", "/nonexistent/scenario.json"])
        #expect(result.status == 2 && result.err.contains("/nonexistent/scenario.json"))
    }
}

@Suite("sheetkit preview and help")
struct PreviewCommandTests {
    @Test func previewWritesTheGalleryAndPrintsItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try sheetkit(["preview", "--out", folder.path])
        #expect(result.status == 0, "\(result.err)")
        let index = folder.appendingPathComponent("index.html").standardizedFileURL.path
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == index)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 11)
    }

    @Test(arguments: [["--help"], ["preview", "--help"], ["simulate", "--help"], ["mosaic", "--help"]])
    func everyCommandHasHelp(arguments: [String]) throws {
        let result = try sheetkit(arguments)
        #expect(result.status == 0)
        #expect(result.out.contains("USAGE"))
    }
}
