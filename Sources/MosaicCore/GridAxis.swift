import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One axis of the unit grid: where unit `i` starts and where a span of `n` units from it ends.
///
/// Columns and rows share it, since tiles are built from square units. Without a display scale the
/// positions are exact multiples; with one, each *edge* is snapped so that every gap is the same
/// whole number of pixels and no tile edge falls between pixels.
struct GridAxis: Hashable, Sendable {
    /// The unit's size in points (before rounding).
    let unit: Double
    let spacing: Double
    /// With pixel rounding: the display scale, the unit in (fractional) pixels and the gap in pixels.
    let pixels: (scale: Double, unit: Double, gap: Double)?

    /// The distance from one unit's start to the next's.
    var pitch: Double { unit + spacing }

    /// The position of unit `index`'s leading edge.
    @inline(__always)
    func start(_ index: Int) -> Double {
        guard let pixels else { return Double(index) * pitch }
        let i = Double(index)
        return ((i * pixels.unit).rounded() + i * pixels.gap) / pixels.scale
    }

    /// The exact size of a span of `span` units, without rounding: `n·unit + (n − 1)·spacing`.
    @inline(__always)
    func extent(_ span: Int) -> Double { Double(span) * unit + Double(span - 1) * spacing }

    /// The position of the trailing edge of a span of `span` units starting at unit `index`.
    @inline(__always)
    func end(_ index: Int, span: Int) -> Double {
        guard let pixels else { return start(index) + extent(span) }
        let last = Double(index + span)
        return ((last * pixels.unit).rounded() + (last - 1) * pixels.gap) / pixels.scale
    }

    /// The index of the unit whose start is the last at or before `position`, within `0...limit`
    /// (0 before the first unit, `limit` past it).
    ///
    /// Exact with pixel rounding: the estimate divides by the *rounded* pitch, whose starts stray
    /// from it by at most half a pixel, and is then corrected against the real starts — a step or
    /// two at most, at any depth. O(1).
    @inline(__always)
    func index(containing position: Double, upTo limit: Int) -> Int {
        let roundedPitch = pixels.map { ($0.unit + $0.gap) / $0.scale } ?? pitch
        let estimate = (position / roundedPitch).rounded(.down)
        guard estimate > 0 else { return 0 }
        var index = estimate >= Double(limit) ? limit : Int(estimate)
        while index < limit, start(index + 1) <= position { index += 1 }
        while index > 0, start(index) > position { index -= 1 }
        return index
    }

    static func == (lhs: GridAxis, rhs: GridAxis) -> Bool {
        lhs.unit == rhs.unit && lhs.spacing == rhs.spacing && lhs.pixels?.scale == rhs.pixels?.scale
            && lhs.pixels?.unit == rhs.pixels?.unit && lhs.pixels?.gap == rhs.pixels?.gap
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(unit)
        hasher.combine(spacing)
        hasher.combine(pixels?.scale)
    }
}
