import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONWriter {
    /// One mosaic item as `sheetkit mosaic` documents it, `{"index":…,"x":…,"y":…,"width":…,"height":…}`:
    /// the one shape of an item in JSON, which the playground's grid socket writes too.
    public mutating func mosaicItem(_ item: MosaicItem) {
        raw("{\"index\":")
        number(Double(item.index))
        raw(",\"x\":")
        number(item.frame.minX)
        raw(",\"y\":")
        number(item.frame.minY)
        raw(",\"width\":")
        number(item.frame.width)
        raw(",\"height\":")
        number(item.frame.height)
        raw("}")
    }
}
