import SwiftUI

/// The app's only list: the examples grouped by front end, each opening its screen.
struct ExampleList: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(Example.FrontEnd.allCases, id: \.self) { frontEnd in
                    Section(frontEnd.rawValue) {
                        ForEach(Example.all.filter { $0.frontEnd == frontEnd }) { example in
                            NavigationLink(destination: ExampleScreen(example: example)) {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(example.title)
                                    Text(example.summary).font(.footnote).foregroundColor(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("SheetKit")
        }
        .navigationViewStyle(.stack)
    }
}

/// Opens one example: its screen is made here, when the navigation link shows it.
private struct ExampleScreen: View {
    let example: Example

    var body: some View {
        example.makeScreen()
            .navigationTitle(example.title)
            .navigationBarTitleDisplayMode(.inline)
    }
}
