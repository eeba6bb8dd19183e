import SheetKitUI
import SwiftUI

/// A map with a floating results sheet: the map stays live under the sheet, which rests at a peek,
/// `.medium` or `.large` on a material, and slides away and back with the map's button while the map
/// keeps its state.
public struct MapResultsScreen: View {
    @State private var selection: Detent.Identifier? = .medium
    @State private var showsResults = true
    let places = [
        "Coffee Roasters", "City Library", "Riverside Park", "Night Market", "Harbour Museum",
        "Botanic Garden", "Old Town Bakery", "Central Station", "Skate Park", "Observatory",
    ]

    public init() {}

    public var body: some View {
        MapBackdrop()
            .overlay(alignment: .topTrailing) {
                Button(showsResults ? "Hide results" : "Show results") { showsResults.toggle() }
                    .buttonStyle(.borderedProminent)
                    .padding()
            }
            .floatingSheet(
                isPresented: $showsResults,
                detents: [.height(120, identifier: "peek"), .medium, .large], selection: $selection
            ) {
                BottomSheet(title: "Places nearby", showsCloseButton: false) {
                    List(places, id: \.self) { place in Text(place) }
                        .listStyle(.plain)
                }
                .bottomSheetDragIndicator(.visible)
                .bottomSheetBackgroundInteraction(.enabled(upThrough: .medium))
                .bottomSheetBackground(.regularMaterial)
            }
    }
}

/// A stand-in for a map: streets and parks, tappable everywhere.
struct MapBackdrop: View {
    @State private var taps = 0

    var body: some View {
        ZStack {
            Color(red: 0.87, green: 0.89, blue: 0.85)
            RoundedRectangle(cornerRadius: 24).fill(Color.green.opacity(0.3)).frame(width: 160, height: 140)
                .offset(x: -80, y: -200)
            Rectangle().fill(Color.orange.opacity(0.5)).frame(width: 6).rotationEffect(.degrees(4))
            Text("Map taps: \(taps)").font(.caption).offset(y: -320)
        }
        .ignoresSafeArea()
        .onTapGesture { taps += 1 }
    }
}

struct MapResultsScreen_Previews: PreviewProvider {
    static var previews: some View { MapResultsScreen() }
}
