import SheetKit
import UIKit

/// The Explore grid over a million items: the layout answers each visible rect from the engine.
public final class ExploreViewController: UICollectionViewController {
    public init() {
        super.init(collectionViewLayout: MosaicCollectionViewLayout(pattern: .explore, spacing: 1))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    public override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
        -> Int
    { 1_000_000 }

    public override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.backgroundColor = UIColor(
            hue: CGFloat(indexPath.item % 24) / 24, saturation: 0.5, brightness: 0.9, alpha: 1)
        return cell
    }
}
