import SheetKitUI
import SwiftUI

/// One tile of the examples' grids: a colour and its index.
struct Tile: Identifiable {
    let id: Int
    var color: Color { Color(hue: Double(id % 24) / 24, saturation: 0.5, brightness: 0.9) }
}

/// The Explore grid as a `Layout` (iOS 16+): fine for a hundred items, which it creates at once.
@available(iOS 16, *)
public struct ExploreGridScreen: View {
    @Environment(\.displayScale) private var displayScale
    let tiles = (0..<100).map(Tile.init)

    public init() {}

    public var body: some View {
        ScrollView {
            ExploreGrid(pattern: .explore, spacing: 1, scale: displayScale) {
                ForEach(tiles) { tile in
                    tile.color.overlay(Text("\(tile.id)").font(.caption2))
                }
            }
        }
    }
}

/// Ten thousand items in the lazy grid (iOS 15+): only the rows near the viewport exist.
public struct LazyExploreScreen: View {
    let tiles = (0..<10_000).map(Tile.init)

    public init() {}

    public var body: some View {
        ScrollView {
            LazyMosaicGrid(tiles, pattern: .explore, spacing: 1) { tile in
                tile.color.overlay(Text("\(tile.id)").font(.caption2))
            }
        }
    }
}

@available(iOS 16, *)
struct ExploreGridScreen_Previews: PreviewProvider {
    static var previews: some View { ExploreGridScreen() }
}

struct LazyExploreScreen_Previews: PreviewProvider {
    static var previews: some View { LazyExploreScreen() }
}
