import Foundation

/// Runs a strict document type (one whose `init(from:)` reads through ``StrictNode``) through
/// `JSONDecoder`, turning what Foundation says about bad JSON into a place a person can find.
enum StrictJSON {
    /// Thrown by ``StrictNode`` for a number too large for a `Double`, so the text is read again with
    /// a marker in its place.
    struct UnrepresentableNumber: Error {}

    /// Decodes `data` as `Document`, with `userInfo` for its `init(from:)`.
    ///
    /// The text's syntax is checked first (``JSONSyntax``: every error at a line and column, a trailing
    /// comma refused), then it is decoded once; only when the decoder fails outside the document's
    /// own checks is the text read again by `JSONSerialization`, which says which number is too large
    /// for a `Double` (read again with a marker in its place, so the error names the field it is in).
    static func decode<Document: Decodable>(
        _ type: Document.Type, from data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws -> Document {
        if let error = JSONSyntax.error(in: data) { throw error }
        let decoder = JSONDecoder()
        if !userInfo.isEmpty { decoder.userInfo = userInfo }
        let failure: any Error
        do {
            return try decoder.decode(Document.self, from: data)
        } catch let error as ScenarioError {
            throw error
        } catch {
            // Not valid JSON, or a number out of a Double's range: find out which, and where.
            failure = error
        }
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            throw ScenarioError("malformed JSON at \(JSONLocation.describeEnd(of: data)): \(failure)")
        } catch let error as ScenarioError {
            throw error
        } catch {
            detail =
                (error as NSError).userInfo["NSDebugDescription"] as? String ?? "the data is not valid JSON"
        }
        guard JSONLocation.unrepresentableNumber(in: detail) != nil,
            let marked = JSONLocation.markingFirstUnrepresentableNumber(
                in: data, with: StrictNode.overflowMarker)
        else {
            throw ScenarioError("malformed JSON at \(JSONLocation.describe(detail, in: data))")
        }
        do {
            return try decoder.decode(Document.self, from: marked.data)
        } catch let error as ScenarioError where error.description.hasSuffix(StrictNode.overflowSuffix) {
            // Where it stands: "… (1e999 at line 4, column 40; accepted: …)".
            let text = error.description.dropLast(StrictNode.overflowSuffix.count)
            throw ScenarioError("\(text) at \(marked.location)\(StrictNode.overflowSuffix)")
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(
                "\(marked.location): \(marked.literal) is a number too large for a Double (accepted: finite numbers)"
            )
        }
    }
}
