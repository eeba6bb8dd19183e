import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The exact `set` event the recorder writes for each sheet property, clamps and refusals
/// included: the recording format the property table must keep byte for byte.
@Suite("ScenarioRecorder: the set event of each property")
struct ScenarioSetRecordingTests {
    static let header = SheetStyle.Header(title: "Title", showsCloseButton: false, height: 60)

    /// Each assignment and the text after `"t":1,` of the event written for it.
    static let written: [(SheetProperty, String)] = [
        (
            .detents([.height(120, identifier: "peek"), .large]),
            #""type":"set","detents":[{"id":"peek","height":120},{"id":"large"}]"#
        ),
        (.selectedDetentIdentifier("peek"), #""type":"set","selected":"peek""#),
        (.selectedDetentIdentifier(nil), #""type":"set","selected":null"#),
        (.largestUndimmedDetentIdentifier("medium"), #""type":"set","largestUndimmed":"medium""#),
        (.undimmedAtEveryDetent(true), #""type":"set","undimmedAtEveryDetent":true"#),
        (.dimsAtEveryDetent(true), #""type":"set","dimsAtEveryDetent":true"#),
        (.isModalInPresentation(true), #""type":"set","modalInPresentation":true"#),
        (.isDismissible(false), #""type":"set","dismissible":false"#),
        (.isFloating(true), #""type":"set","floating":true"#),
        (.usesBottomSafeArea(false), #""type":"set","usesBottomSafeArea":false"#),
        (
            .prefersScrollingExpandsWhenScrolledToEdge(false),
            #""type":"set","prefersScrollingExpandsWhenScrolledToEdge":false"#
        ),
        (.prefersGrabberVisible(true), #""type":"set","prefersGrabberVisible":true"#),
        (.preferredCornerRadius(20), #""type":"set","cornerRadius":20"#),
        (.preferredCornerRadius(nil), #""type":"set","cornerRadius":null"#),
        (.preferredCornerRadius(-3), #""type":"set","cornerRadius":null"#),
        (.header(header), #""type":"set","header":{"title":"Title","closeButton":false,"height":60}"#),
        (.header(SheetStyle.Header(title: "T")), #""type":"set","header":{"title":"T","closeButton":true}"#),
        (.header(nil), #""type":"set","header":null"#),
        (.background(.gray), #""type":"set","style":"gray""#),
        (.maximumDimAlpha(0.25), #""type":"set","maximumDimAlpha":0.25"#),
        (.maximumDimAlpha(2), #""type":"set","maximumDimAlpha":1"#),
        (
            .prefersEdgeAttachedInCompactHeight(true),
            #""type":"set","prefersEdgeAttachedInCompactHeight":true"#
        ),
        (
            .widthFollowsPreferredContentSizeWhenEdgeAttached(true),
            #""type":"set","widthFollowsPreferredContentSizeWhenEdgeAttached":true"#
        ),
        (.preferredContentWidth(320), #""type":"set","preferredContentWidth":320"#),
        (.preferredContentWidth(-5), #""type":"set","preferredContentWidth":0"#),
        (.preferredContentWidth(.infinity), #""type":"set","preferredContentWidth":0"#),
        (.regularWidthPlacement(.leading), #""type":"set","regularWidthPlacement":"leading""#),
        (.regularWidth(500), #""type":"set","regularWidth":500"#),
        (.regularWidthMargin(40), #""type":"set","regularWidthMargin":40"#),
        (.scrollViewBouncesAtTop(true), #""type":"set","scrollViewBouncesAtTop":true"#),
        (.accessibilityGrabberLabel("Handle"), #""type":"set","strings":{"grabberLabel":"Handle"}"#),
        (
            .accessibilityDetentNames(["medium": "Half"]),
            #""type":"set","strings":{"detentNames":{"medium":"Half"}}"#
        ),
    ]

    static func recorded(_ event: HostEvent) -> ScenarioRecorder {
        var recorder = ScenarioRecorder(configuration: SheetConfiguration(), container: .iPhone)
        recorder.record(.present, at: 0)
        recorder.record(event, at: 1)
        return recorder
    }

    @Test("each property's set event is written as the scenario format says", arguments: written.indices)
    func writtenForm(index: Int) {
        let (property, text) = Self.written[index]
        let recorder = Self.recorded(.set(property))
        #expect(recorder.approximations.isEmpty)
        #expect(recorder.document().contains(#"{"t":1,"# + text + "}"), "\(property)")
    }

    @Test("an animated set says so; a NaN dim alpha is written as the default")
    func animatedAndNaN() {
        let animated = Self.recorded(.set(.isFloating(true), animated: true))
        #expect(animated.document().contains(#"{"t":1,"type":"set","floating":true,"animated":true}"#))
        let nan = Self.recorded(.set(.maximumDimAlpha(.nan)))
        let alpha = JSONWriter.text(Dimming.defaultMaximumAlpha)
        #expect(nan.document().contains(#"{"t":1,"type":"set","maximumDimAlpha":"# + alpha + "}"))
    }

    @Test("what a scenario can't hold is left out and counted: a behaviour, an invalid list, a header height")
    func leftOut() {
        let cases: [(SheetProperty, String)] = [
            (.behavior(SheetBehavior()), "set behavior"),
            (.detents([]), "an invalid detent list"),
            (.header(SheetStyle.Header(title: "T", height: -4)), "a header height out of range"),
        ]
        for (property, approximation) in cases {
            let recorder = Self.recorded(.set(property))
            #expect(recorder.approximations == [approximation: 1], "\(property)")
            #expect(!recorder.document().contains(#""t":1"#), "\(property)")
        }
    }
}
