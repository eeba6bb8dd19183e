#if canImport(SwiftUI)
    /// A modifier's `SheetItemPresentation`, held by reference in `@State`: the modifier records the
    /// binding's latest value at every update (`itemChanged(to:id:)`) without that being a state change
    /// SwiftUI would have to redraw for.
    @MainActor
    final class SheetItemBox<Item, ID: Hashable> {
        var presentation = SheetItemPresentation<Item, ID>()
    }
#endif
