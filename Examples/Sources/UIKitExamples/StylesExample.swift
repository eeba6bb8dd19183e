import SheetKit
import UIKit

/// The reusable sheet in both styles: white at `.medium`, gray at a fixed height. One sheet at a
/// time: the gray one stacks on the white one, which comes back when the gray one is closed.
public final class StylesExample: UIViewController {
    private lazy var sheets = SheetPresenter(presenter: self)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let white = UIButton(
            type: .system,
            primaryAction: UIAction(title: "White sheet") { [weak self] _ in
                self?.show(.white, detents: [.medium, .large])
            })
        let gray = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Gray sheet") { [weak self] _ in
                self?.show(.gray, detents: [.height(260, identifier: "card")])
            })
        let buttons = UIStackView(arrangedSubviews: [white, gray])
        buttons.axis = .vertical
        buttons.frame = CGRect(x: 20, y: 120, width: 200, height: 100)
        view.addSubview(buttons)
    }

    func show(_ style: SheetStyle.Background, detents: [Detent]) {
        let label = UILabel()
        label.text = "Any content: a list, a form, a map callout."
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let sheet = BottomSheetViewController(
            title: style == .white ? "White" : "Gray", style: style, detents: detents, contentView: label)
        sheets.present(sheet, id: style.rawValue, policy: .stack)
    }
}
