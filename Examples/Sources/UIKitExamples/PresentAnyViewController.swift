import SheetKit
import UIKit

/// Any view controller presented as a SheetKit sheet, configured like `UISheetPresentationController`
/// but with a content-fitting and a custom detent from iOS 15.
public final class PresentAnyViewController: UIViewController, SheetPresentationControllerDelegate {
    private let sheets = SheetTransitioningDelegate()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        sheets.configure = { [weak self] controller in
            controller.detents = [
                .fitting(),
                .custom(identifier: "twoThirds") { context in context.maximumDetentValue * 2 / 3 },
                .large,
            ]
            controller.prefersGrabberVisible = true
            controller.largestUndimmedDetentIdentifier = "twoThirds"
            controller.sheetDelegate = self
        }
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Show details") { [weak self] _ in
                self?.showDetails()
            })
        button.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(button)
    }

    func showDetails() {
        let details = UIViewController()
        details.view.backgroundColor = .systemBackground
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = sheets
        present(details, animated: true)
    }

    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: SheetPresentationController
    ) {
        print("now at", controller.selectedDetentIdentifier?.rawValue ?? "-")
    }
}
