#if canImport(UIKit)
    import Foundation
    import QuartzCore
    import SheetHostCore
    import SheetRecorder
    import os

    extension SheetUIKitBinding {
        /// Whether the binding records the host events it sends (DEBUG builds only; a release build
        /// records nothing, so a leftover switch costs nothing there).
        var recordsHostEvents: Bool {
            get { recorder != nil }
            set {
                #if DEBUG
                    if newValue, recorder == nil {
                        recorder = ScenarioRecorder(host: host, at: CACurrentMediaTime())
                        loggedEventCount = 0
                    } else if !newValue {
                        recorder = nil
                    }
                #endif
            }
        }

        /// The recording as a `sheetkit simulate` scenario; nil when not recording.
        func recordedScenario() -> String? { recorder?.document() }

        /// The sheet is gone: the recording so far is written to a temporary file and the log says
        /// where and how to replay it. Recording goes on for the next presentation.
        func finishRecording() {
            guard let recorder, recorder.eventCount != loggedEventCount else { return }
            loggedEventCount = recorder.eventCount
            let name = "SheetKit-recording-\(Int(Date().timeIntervalSince1970)).json"
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            let written = (try? Data(recorder.document().utf8).write(to: url)) != nil
            let approximated = recorder.approximations.map { "\($0.key) ×\($0.value)" }.sorted()
            let note = approximated.isEmpty ? "" : "; approximated: " + approximated.joined(separator: ", ")
            Self.log.notice(
                """
                SheetKit recorded \(recorder.eventCount, privacy: .public) host events\
                \(note, privacy: .public); \(written ? "written to " + url.path : "not written", privacy: .public). \
                Replay: swift run sheetkit simulate recording.json
                """)
        }

        static let log = Logger(subsystem: "SheetKit", category: "Sheet")
    }
#endif
