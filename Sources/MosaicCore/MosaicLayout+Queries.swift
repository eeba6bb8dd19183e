import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension MosaicLayout {
    /// The frame of the item at `index`, or nil when the index is outside `0..<itemCount`.
    /// - Complexity: O(1): one division and a table look-up.
    public func frame(at index: Int) -> CGRect? {
        guard index >= 0, index < itemCount else { return nil }
        let cycle = index / pattern.itemsPerCycle
        let frame = rectangle(
            slotFrames[index - cycle * pattern.itemsPerCycle], rowBase: cycle * pattern.rowsPerCycle)
        return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The number of blocks (groups) the items occupy, the last one possibly partial.
    /// - Complexity: O(1).
    public var blockCount: Int {
        guard itemCount > 0 else { return 0 }
        let last = itemCount - 1
        let cycle = last / pattern.itemsPerCycle
        return cycle * pattern.blocks.count + pattern.slots[last - cycle * pattern.itemsPerCycle].block + 1
    }

    /// The indices of the items in block (group) `block`, counted from 0 at the top; empty past the end.
    /// - Complexity: O(1).
    public func itemRange(ofBlock block: Int) -> Range<Int> {
        guard block >= 0, block < blockCount else { return itemCount..<itemCount }
        let cycle = block / pattern.blocks.count
        let inCycle = block - cycle * pattern.blocks.count
        let base = cycle * pattern.itemsPerCycle
        return
            (base + pattern.blockItemStart[inCycle])..<min(
                base + pattern.blockItemStart[inCycle + 1], itemCount)
    }

    /// The band block (group) `block` occupies — the content width, from the top of its first row
    /// to the bottom of its last (of its last tile, for a partial last block) — or nil past the
    /// end: a lazy grid's row. Consecutive bands are one spacing apart.
    /// - Complexity: O(1).
    public func blockRect(_ block: Int) -> CGRect? {
        guard block >= 0, block < blockCount else { return nil }
        let cycle = block / pattern.blocks.count
        let inCycle = block - cycle * pattern.blocks.count
        let firstRow = cycle * pattern.rowsPerCycle + pattern.blockRowStart[inCycle]
        let endRow = min(
            cycle * pattern.rowsPerCycle + pattern.blockRowStart[inCycle + 1],
            Self.rowsEnd(pattern: pattern, itemCount: itemCount))
        let top = gridOrigin.y + axis.start(firstRow)
        let bottom = gridOrigin.y + axis.end(endRow - 1, span: 1)
        return CGRect(x: 0, y: top, width: width, height: bottom - top)
    }

    /// The block (group) whose rows, with the gap below them, contain content coordinate `y`; nil
    /// above or below the content.
    /// - Complexity: O(1).
    public func block(containingY y: CGFloat) -> Int? {
        let gridY = y - gridOrigin.y
        guard gridY.isFinite, gridY >= 0, y < contentSize.height - contentInsets.bottom else { return nil }
        return block(
            ofRow: axis.index(
                containing: gridY, upTo: Self.rowsEnd(pattern: pattern, itemCount: itemCount) - 1))
    }

    /// The global block index of a global row.
    @inline(__always)
    func block(ofRow row: Int) -> Int {
        let cycle = row / pattern.rowsPerCycle
        return cycle * pattern.blocks.count + pattern.blockOfRow[row - cycle * pattern.rowsPerCycle]
    }

    /// Calls `body` with every item whose frame intersects `rect`, in index order. Frames touching
    /// `rect` only along an edge don't count, as with `CGRect.intersects`; an empty or NaN rect
    /// matches nothing.
    /// - Complexity: O(k) for k items returned (plus at most two blocks' tiles), whatever the count.
    ///   Allocates nothing.
    @inlinable
    public func forEachItem(in rect: CGRect, _ body: (MosaicItem) throws -> Void) rethrows {
        guard let (firstBlock, lastBlock) = blockSpan(for: rect) else { return }
        try forEachItem(inBlocks: firstBlock, lastBlock, rect: rect, body)
    }

    /// The items whose frames intersect `rect`, in index order, written into `buffer` (emptied
    /// first, its capacity kept): once the buffer has grown, a query allocates nothing.
    /// - Complexity: O(k) for k items returned.
    public func items(in rect: CGRect, into buffer: inout [MosaicItem]) {
        buffer.removeAll(keepingCapacity: true)
        forEachItem(in: rect) { buffer.append($0) }
    }

    /// The items whose frames intersect `rect`, in index order.
    /// - Complexity: O(k) for k items returned.
    public func items(in rect: CGRect) -> [MosaicItem] {
        var items: [MosaicItem] = []
        self.items(in: rect, into: &items)
        return items
    }

    /// The first and last global block that can hold a frame intersecting `rect`, or nil for none.
    /// Rows are found from the same (rounded) geometry the frames use, so the span is exact; the
    /// per-tile test then keeps only the tiles that really intersect.
    @usableFromInline
    func blockSpan(for rect: CGRect) -> (Int, Int)? {
        guard itemCount > 0, !rect.isNull, rect.width > 0, rect.height > 0, !rect.minY.isNaN, !rect.maxY.isNaN
        else { return nil }
        let lastRow = Self.rowsEnd(pattern: pattern, itemCount: itemCount) - 1
        let minY = Double(rect.minY) - gridOrigin.y
        let maxY = Double(rect.maxY) - gridOrigin.y
        guard maxY > 0, minY < axis.end(lastRow, span: 1) else { return nil }
        let firstRow = axis.index(containing: minY, upTo: lastRow)
        let endRow = axis.index(containing: maxY, upTo: lastRow)
        return (block(ofRow: firstRow), block(ofRow: endRow))
    }

    @usableFromInline
    func forEachItem(
        inBlocks firstBlock: Int, _ lastBlock: Int, rect: CGRect, _ body: (MosaicItem) throws -> Void
    ) rethrows {
        let minX = Double(rect.minX)
        let maxX = Double(rect.maxX)
        let minY = Double(rect.minY)
        let maxY = Double(rect.maxY)
        let blocksPerCycle = pattern.blocks.count
        var cycle = firstBlock / blocksPerCycle
        var inCycle = firstBlock - cycle * blocksPerCycle
        try slotFrames.withUnsafeBufferPointer { slots in
            try pattern.blockItemStart.withUnsafeBufferPointer { blockItemStart in
                for _ in firstBlock...lastBlock {
                    let base = cycle * pattern.itemsPerCycle
                    let rowBase = cycle * pattern.rowsPerCycle
                    for position in blockItemStart[inCycle]..<blockItemStart[inCycle + 1] {
                        let index = base + position
                        guard index < itemCount else { return }
                        let frame = rectangle(slots[position], rowBase: rowBase)
                        if frame.y < maxY, frame.y + frame.height > minY, frame.x < maxX,
                            frame.x + frame.width > minX
                        {
                            try body(
                                MosaicItem(
                                    index: index,
                                    frame: CGRect(
                                        x: frame.x, y: frame.y, width: frame.width, height: frame.height)))
                        }
                    }
                    inCycle += 1
                    if inCycle == blocksPerCycle {
                        inCycle = 0
                        cycle += 1
                    }
                }
            }
        }
    }
}
