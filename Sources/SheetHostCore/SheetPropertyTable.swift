import SheetCore

/// The sheet's properties, one row each: the host stores them by it, `SheetController`'s accessors
/// read and assign through it, the recorder writes a `set` event by it and the scenario reader reads
/// one by it. Adding a property is a ``SheetProperty`` case, its field and a row here (the tests
/// fail for a case without a row); the order is the order a `set` event assigns its keys in.
package enum SheetPropertyTable {
    package static let rows: [SheetPropertyRow] = [
        .init("detents", \.configuration.detents, SheetProperty.detents, SheetPropertyCodec.detents),
        .init(
            "selected", \.configuration.selectedDetentIdentifier, SheetProperty.selectedDetentIdentifier,
            SheetPropertyCodec.identifier, scope: .selection),
        .init(
            "largestUndimmed", \.configuration.largestUndimmedDetentIdentifier,
            SheetProperty.largestUndimmedDetentIdentifier, SheetPropertyCodec.identifier),
        .init(
            "undimmedAtEveryDetent", \.configuration.dimming.undimmedAtEveryDetent,
            SheetProperty.undimmedAtEveryDetent, SheetPropertyCodec.flag),
        .init(
            "dimsAtEveryDetent", \.configuration.dimming.dimsAtEveryDetent, SheetProperty.dimsAtEveryDetent,
            SheetPropertyCodec.flag),
        .init(
            "modalInPresentation", \.configuration.isModalInPresentation, SheetProperty.isModalInPresentation,
            SheetPropertyCodec.flag, scope: .modal),
        .init(
            "dismissible", \.configuration.isDismissible, SheetProperty.isDismissible, SheetPropertyCodec.flag
        ),
        .init("floating", \.configuration.isFloating, SheetProperty.isFloating, SheetPropertyCodec.flag),
        .init(
            "usesBottomSafeArea", \.configuration.usesBottomSafeArea, SheetProperty.usesBottomSafeArea,
            SheetPropertyCodec.flag),
        .init(
            "prefersScrollingExpandsWhenScrolledToEdge",
            \.configuration.prefersScrollingExpandsWhenScrolledToEdge,
            SheetProperty.prefersScrollingExpandsWhenScrolledToEdge, SheetPropertyCodec.flag),
        .init(
            "prefersGrabberVisible", \.configuration.style.prefersGrabberVisible,
            SheetProperty.prefersGrabberVisible, SheetPropertyCodec.flag),
        .init(
            "header", \.configuration.style.header, SheetProperty.header, SheetPropertyCodec.header,
            scope: .header),
        .init(
            "style", \.configuration.style.background, SheetProperty.background, SheetPropertyCodec.background
        ),
        .init(
            "cornerRadius", \.configuration.style.preferredCornerRadius, SheetProperty.preferredCornerRadius,
            SheetPropertyCodec.optionalSize),
        .init(
            "maximumDimAlpha", \.configuration.dimming.maximumAlpha, SheetProperty.maximumDimAlpha,
            SheetPropertyCodec.unitInterval),
        .init(nil, \.configuration.behavior, SheetProperty.behavior, { _ in .unwritten }),
        .init(
            "prefersEdgeAttachedInCompactHeight", \.options.prefersEdgeAttachedInCompactHeight,
            SheetProperty.prefersEdgeAttachedInCompactHeight, SheetPropertyCodec.flag, scope: .options),
        .init(
            "widthFollowsPreferredContentSizeWhenEdgeAttached",
            \.options.widthFollowsPreferredContentSizeWhenEdgeAttached,
            SheetProperty.widthFollowsPreferredContentSizeWhenEdgeAttached, SheetPropertyCodec.flag,
            scope: .options),
        .init(
            "preferredContentWidth", \.options.preferredContentWidth, SheetProperty.preferredContentWidth,
            SheetPropertyCodec.size, scope: .options),
        .init(
            "regularWidthPlacement", \.options.regularWidthPlacement, SheetProperty.regularWidthPlacement,
            SheetPropertyCodec.placement, scope: .options),
        .init(
            "regularWidth", \.options.regularWidth, SheetProperty.regularWidth, SheetPropertyCodec.size,
            scope: .options),
        .init(
            "regularWidthMargin", \.options.regularWidthMargin, SheetProperty.regularWidthMargin,
            SheetPropertyCodec.size, scope: .options),
        .init(
            "scrollViewBouncesAtTop", \.configuration.scrollViewBouncesAtTop,
            SheetProperty.scrollViewBouncesAtTop,
            SheetPropertyCodec.flag),
        .init(
            "grabberLabel", in: "strings", \.options.strings.grabberLabel,
            SheetProperty.accessibilityGrabberLabel,
            SheetPropertyCodec.text, scope: .options),
        .init(
            "detentNames", in: "strings", \.options.strings.detentNames,
            SheetProperty.accessibilityDetentNames,
            SheetPropertyCodec.detentNames, scope: .options),
    ]

    private static let byName = Dictionary(rows.map { ($0.name, $0) }) { first, _ in first }

    /// The row of a property (every ``SheetProperty/Name`` has one: the table's tests check it).
    package static func row(_ name: SheetProperty.Name) -> SheetPropertyRow { byName[name]! }

    /// The assignment that gives the property at `path` the value `value`: what an accessor that
    /// reads a ``SheetPropertyValues`` at `path` sends when set. `path` is a row's (a key path of no
    /// row is a programming error the table's tests catch).
    package static func assignment<Value>(_ path: WritableKeyPath<SheetPropertyValues, Value>, _ value: Value)
        -> SheetProperty
    {
        var values = SheetPropertyValues()
        values[keyPath: path] = value
        let key: AnyKeyPath = path
        return rows.first { $0.path as AnyKeyPath == key }!.property(in: values)
    }
}
