/// The keys each object of a `simulate` scenario may have: one table, one row per object kind.
///
/// Any other key is an error naming its JSON path, with the nearest known key as a suggestion
/// (`sheet.modalInPresentaton: unknown key; did you mean modalInPresentation?`), so a misspelled
/// option can never be silently ignored. A new scenario field or event type adds its keys here.
public enum ScenarioKeys {
    public static let scenario: Set<String> = [
        "container", "sheet", "events", "until", "fps", "resolvedDetents",
    ]

    public static let container: Set<String> = [
        "width", "height", "safeArea", "keyboard", "compactHeight", "horizontalSizeClass",
        "verticalSizeClass",
        "layoutDirection", "displayScale", "contentSizeCategory",
    ]

    public static let safeArea: Set<String> = ["top", "bottom", "leading", "trailing"]

    /// The sheet's layout options and texts: keys of the `sheet` object and of an `options` event.
    public static let options: Set<String> = [
        "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached",
        "preferredContentWidth", "regularWidthPlacement", "regularWidth", "regularWidthMargin", "strings",
    ]

    public static let sheet: Set<String> = options.union([
        "detents", "selected", "largestUndimmed", "dismissible", "modalInPresentation",
        "usesBottomSafeArea", "prefersScrollingExpandsWhenScrolledToEdge", "contentFittingHeight",
        "scrollContentHeight", "prefersGrabberVisible", "header", "style", "cornerRadius", "maximumDimAlpha",
        "reduceMotion", "scrollViewBouncesAtTop", "floating", "undimmedAtEveryDetent", "dimsAtEveryDetent",
    ])

    /// The texts VoiceOver speaks (`HostStrings`); `detentNames` is an object of names by detent id.
    public static let strings: Set<String> = [
        "grabberLabel", "detentNames", "medium", "large", "percentOfScreen", "close",
    ]

    /// A rect's keys (`frameInContent`).
    public static let rect: Set<String> = ["x", "y", "width", "height"]

    public static let detent: Set<String> = ["id", "height", "fraction", "fitting", "resolved"]

    /// A sample of `resolvedDetents`: the context a custom detent was asked in, and its answer.
    public static let resolvedDetent: Set<String> = [
        "maximum", "width", "height", "top", "bottom", "leading", "trailing", "keyboard", "compactHeight",
        "fillsHeight", "content", "chrome", "value",
    ]

    public static let header: Set<String> = ["title", "closeButton", "height"]

    /// Keys every event has.
    public static let event: Set<String> = ["t", "type"]

    /// The keys of each event type besides `t` and `type`. A type missing here takes none.
    public static let eventFields: [String: Set<String>] = [
        "dragBegan": ["location"],
        "dragChanged": ["translation", "horizontal"],
        "dragEnded": ["velocity"],
        "select": ["detent", "animated"],
        "keyboard": ["height"],
        "container": container.union(["keepsKeyboard"]),
        "tick": ["renderTime"],
        "dismiss": ["animated"],
        "present": ["animated"],
        "detents": ["detents"],
        "contentFittingHeight": ["height"],
        "scrollContent": ["contentHeight", "offset"],
        "modalInPresentation": ["value"],
        "pointerDown": ["x", "y"],
        "pointerMove": ["x", "y"],
        "pointerUp": ["x", "y", "velocity"],
        "tap": ["x", "y"],
        "scroll": [
            "offset", "contentHeight", "viewportHeight", "topInset", "bottomInset", "frameInContent",
            "tracking",
            "decelerating",
        ],
        "scrollWillEndDragging": ["velocity", "targetOffset"],
        "options": options,
        "contentMeasured": ["height", "width", "request"],
        "headerMeasured": ["height", "request"],
        "keyboardFrame": ["x", "y", "width", "height", "docked", "duration", "curve"],
        // The sheet's keys inline (the writers' form), or nested as "sheet".
        "configure": sheet.union(["animated", "sheet", "keepsOptions"]),
        // Any of the sheet's keys: only those given change.
        "set": sheet.union(["animated"]),
        "accessibility": ["action"],
        "reduceMotion": ["value"],
        "voiceOver": ["value"],
        "dismissalGuard": ["allowsDismissal"],
    ]

    /// The keys an event of `type` may have. (A reader asks once per type: `ScenarioEventReaders`
    /// keeps each type's as bytes.)
    public static func keys(ofEvent type: String) -> Set<String> {
        event.union(eventFields[type] ?? [])
    }

    /// Throws for the first key (in sorted order) of the object at `path` that `allowed` does not hold.
    /// - Throws: a ``ScenarioError``: `path.key: unknown key; did you mean …?` or, with nothing
    ///   close, the keys that are accepted.
    static func check(keys: [String], at path: String, allowed: Set<String>) throws {
        for key in keys.sorted() where !allowed.contains(key) {
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            if let suggestion = suggestion(for: key, among: allowed) {
                throw ScenarioError("\(keyPath): unknown key; did you mean \(suggestion)?")
            }
            throw ScenarioError(
                "\(keyPath): unknown key (accepted here: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// The known key nearest to `key` by edit distance (ignoring case), if it is close enough to
    /// be a slip: at most a third of the longer word's letters, and at least 1, apart.
    public static func suggestion(for key: String, among allowed: Set<String>) -> String? {
        var best: (key: String, distance: Int)?
        for candidate in allowed.sorted() {
            let distance = editDistance(key.lowercased(), candidate.lowercased())
            let limit = max(1, max(key.count, candidate.count) / 3)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.key
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (optimal string alignment), so `tpo` is one slip from `top`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                var best = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1,
                    table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
