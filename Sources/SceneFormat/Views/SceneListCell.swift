import CellKit

/// A row of a scene's list (`layout: list`): a `UICollectionViewListCell` showing the item's
/// label and secondary text through its default list content configuration, its image, and its
/// accessories, shown always (an app shows its reorder and delete accessories while editing; a
/// scene has no edit button, so they show from the start). Its drags and drops are the collection
/// view's, which UIKit's cells carry for VoiceOver.
@MainActor
final class SceneListCell: UICollectionViewListCell {
    /// Shows an item on a screen of `metrics`; `delete` is what the delete accessory does.
    func show(_ item: SceneCollection.Item, on metrics: CellMetrics, delete: @escaping () -> Void) {
        var content = defaultContentConfiguration()
        // The cell may be made where no screen is simulated (a capture of the scene): its list's
        // screen decides the margins, as UIKit's cell takes them from its traits.
        content.useDefaultSpacing(for: metrics)
        content.text = item.label
        content.secondaryText = item.secondaryText
        content.image = item.image
        contentConfiguration = content
        accessibilityValue = item.contents.isEmpty ? nil : item.contents.joined(separator: ", ")
        accessories = Self.accessories(of: item, delete: delete)
    }

    /// The accessories the cell shows for an item; `delete` is what the delete accessory does.
    static func accessories(of item: SceneCollection.Item, delete: @escaping () -> Void) -> [UICellAccessory] {
        item.accessories.map { accessory in
            switch accessory {
            case .disclosureIndicator: .disclosureIndicator()
            case .checkmark: .checkmark()
            case .detail: .detail()
            case .reorder: .reorder(displayed: .always)
            case .delete: .delete(displayed: .always, actionHandler: delete)
            }
        }
    }
}
