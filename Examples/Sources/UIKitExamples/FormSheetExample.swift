import SheetKit
import UIKit

/// A form in a sheet that never loses what was typed: while the text field holds unsaved text,
/// every way to dismiss (close button, tap on the dim, drag, fling, escape) asks Discard / Keep Editing.
public final class FormSheetExample: UIViewController, UITextFieldDelegate {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "New note") { [weak self] _ in
                self?.showForm()
            })
        button.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(button)
    }

    func showForm() {
        let field = UITextField()
        field.placeholder = "Write something"
        field.borderStyle = .roundedRect
        let form = UIStackView(arrangedSubviews: [field])
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let sheet = BottomSheetViewController(
            title: "New note", style: .gray, detents: [.fitting(), .large], contentView: form)
        field.addAction(
            UIAction { [weak sheet, weak field] _ in
                sheet?.isModalInPresentation = !(field?.text ?? "").isEmpty  // unsaved input
            }, for: .editingChanged)
        sheet.onAttemptToDismiss = { [weak sheet] in
            guard let sheet else { return }
            let ask = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            ask.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in sheet.dismissSheet() })
            ask.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            // On iPad an action sheet is a popover and needs an anchor: the middle of the screen.
            ask.popoverPresentationController?.sourceView = sheet.view
            ask.popoverPresentationController?.sourceRect = CGRect(
                x: sheet.view.bounds.midX, y: sheet.view.bounds.midY, width: 0, height: 0)
            ask.popoverPresentationController?.permittedArrowDirections = []
            sheet.present(ask, animated: true)
        }
        sheet.present(from: self)
    }
}
