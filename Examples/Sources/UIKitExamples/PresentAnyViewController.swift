import SheetKit
import UIKit

/// Any view controller presented as a SheetKit sheet in one call, configured like
/// `UISheetPresentationController` but with a content-fitting and a custom detent from iOS 15.
public final class PresentAnyViewController: UIViewController, SheetPresentationControllerDelegate {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Show details") { [weak self] _ in
                self?.showDetails()
            })
        button.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(button)
    }

    func showDetails() {
        presentSheet(DetailsViewController()) { [weak self] sheet in
            sheet.detents = [
                .fitting(),
                .custom(identifier: "twoThirds") { context in context.maximumDetentValue * 2 / 3 },
                .large,
            ]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = "twoThirds"
            sheet.sheet.accessibilityDetentNames = ["twoThirds": "Two thirds"]
            sheet.sheetDelegate = self
            #if DEBUG
                // The flight recorder: the log says where the recording is once the sheet is gone
                // (`swift run sheetkit simulate recording.json` replays it).
                sheet.sheet.recordsHostEvents = true
            #endif
        }
    }

    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: SheetPresentationController
    ) {
        print("now at", controller.selectedDetentIdentifier?.rawValue ?? "-")
    }
}

/// The presented screen: it reaches its own sheet as a UIKit one reaches `sheetPresentationController`.
final class DetailsViewController: UIViewController {
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Details"
        label.font = .preferredFont(forTextStyle: .title2)
        let expand = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Expand") { [weak self] _ in
                guard let sheet = self?.sheetController else { return }
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            })
        let stack = UIStackView(arrangedSubviews: [label, expand])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -20),
        ])
    }

    /// A detent as tall as the title, resolved on the main actor: it reads the label.
    var titleDetent: Detent {
        .custom { [weak self] _ in
            guard let label = self?.label else { return nil }
            return label.intrinsicContentSize.height + 40
        }
    }
}
