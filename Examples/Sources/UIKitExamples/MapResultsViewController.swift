import SheetKit
import UIKit

/// A map-like screen with the floating results sheet: the map stays live, and one drag on the
/// table moves the sheet up to `.large`, then scrolls the table, and back. A "locate" button rides
/// above the sheet on its layout guide; on iPad the sheet is a card against the leading edge.
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
        sheet.sheet.regularWidthPlacement = .leading
        sheet.sheet.regularWidth = 375
        sheet.addSheet(to: self)
        addLocateButton()
    }

    /// A map control that stays 12 points above the sheet's top edge, frame by frame, and fades out
    /// as the sheet nears the top of the screen.
    private func addLocateButton() {
        let locate = UIButton(type: .system)
        locate.setImage(UIImage(systemName: "location"), for: .normal)
        locate.backgroundColor = .systemBackground
        locate.layer.cornerRadius = 8
        locate.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(locate)
        let guide = sheet.sheet.layoutGuide
        NSLayoutConstraint.activate([
            locate.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            locate.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -12),
            locate.widthAnchor.constraint(equalToConstant: 44),
            locate.heightAnchor.constraint(equalToConstant: 44),
        ])
        sheet.sheet.onMove = { [weak self, weak locate] frame in
            guard let self else { return }
            locate?.alpha = frame.minY < self.view.bounds.height / 3 ? 0 : 1
        }
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
