import PlaygroundCore
import Testing

/// A server lends one thread's storage to each of its sessions in turn; the replies must be the
/// ones each session makes with its own storage, byte for byte.
@Suite("Sessions reading with lent storage")
struct SessionBuffersTests {
    /// Two sessions' messages, interleaved: a configure, a drag, an error, the exports.
    static let messages: [(session: Int, text: String)] = [
        (0, #"{"type":"present","t":0}"#),
        (
            1,
            #"{"type":"configure","container":{"width":600,"height":900},"sheet":{"detents":[{"id":"large"}]}}"#
        ),
        (1, #"{"type":"present","t":0}"#),
        (0, #"{"t":1,"type":"pointerDown","x":195,"y":460}"#),
        (1, #"{"t":0.5,"type":"tick"}"#),
        (0, #"{"t":1.0166666666666666,"type":"pointerMove","x":195,"y":400}"#),
        (1, #"{"t":0.25,"type":"tick"}"#),
        (0, #"{"t":1.0333333333333332,"type":"pointerUp","x":195,"y":380}"#),
        (1, #"{"t":"x","type":"tick"}"#),
        (0, #"{"t":1.6,"type":"tick"}"#),
        (0, #"{"type":"export"}"#),
        (1, #"{"type":"export"}"#),
    ]

    @Test("replies with lent storage equal the replies with each session's own")
    func lentStorageGivesTheSameReplies() {
        var own = [SheetSession(), SheetSession()]
        var lending = [SheetSession(), SheetSession()]
        var buffers = SessionBuffers()
        for (index, text) in Self.messages {
            var message = text
            let expected = own[index].receive(text)
            let lent = message.withUTF8 { utf8 in
                lending[index].receive(utf8: UnsafeRawBufferPointer(utf8), lending: &buffers) {
                    String(decoding: $0, as: UTF8.self)
                }
            }
            #expect(lent == expected, "\(text)")
        }
        // The sessions' own storage is theirs again: a message without lending answers the same.
        let next = #"{"t":2,"type":"tick"}"#
        #expect(lending[0].receive(next) == own[0].receive(next))
    }
}
