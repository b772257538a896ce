import Foundation

extension UIView {
    /// The separator guide of a table view cell or a list cell, made on first use: a guide of
    /// the cell whose leading edge the app constrains (to a `textLayoutGuide`, say). [sim] The
    /// guide takes part in Auto Layout; the separator CellKit draws keeps its own inset.
    func madeSeparatorLayoutGuide() -> UILayoutGuide {
        otherGuide(\.separator) {
            let made = UILayoutGuide()
            made.identifier = "UITableViewCellSeparatorLayoutGuide"
            addLayoutGuide(made)
            return made
        }
    }
}

extension UITableViewCell {
    /// The guide for the cell's separator (iOS 14): constrain its leading edge to place the
    /// separator's start. [sim] The separator CellKit draws keeps `separatorInset`.
    public var separatorLayoutGuide: UILayoutGuide { madeSeparatorLayoutGuide() }
}

extension UICollectionViewListCell {
    /// The guide for the cell's separator (iOS 14): constrain its leading edge to place the
    /// separator's start. [sim] The separator CellKit draws keeps its own inset.
    public var separatorLayoutGuide: UILayoutGuide { madeSeparatorLayoutGuide() }
}
