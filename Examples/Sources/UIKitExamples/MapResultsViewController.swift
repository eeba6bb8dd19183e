import SheetKit
import UIKit

/// A map-like screen with the floating results sheet: the map stays live, and one drag on the
/// table moves the sheet up to `.large`, then scrolls the table, and back.
public final class MapResultsViewController: UIViewController, UITableViewDataSource {
    private let places = [
        "Coffee Roasters", "City Library", "Riverside Park", "Night Market", "Harbour Museum",
        "Botanic Garden",
        "Old Town Bakery", "Central Station", "Skate Park", "Observatory", "Flower Market", "Ferry Terminal",
    ]
    private let results = UITableViewController(style: .plain)
    private lazy var sheet = FloatingSheetController(contentViewController: results)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.87, green: 0.89, blue: 0.85, alpha: 1)  // the "map"
        results.tableView.dataSource = self
        results.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        sheet.trackedScrollView = results.tableView
        sheet.addSheet(to: self)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count * 4
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row % places.count]
        cell.contentConfiguration = content
        return cell
    }
}
