/// CellKit's own: the classes whose every property a screen reader's walk reads (hidden, alpha,
/// element or not, listed elements, traits, container type, modal, frame) is kept in storage
/// whose setters report their changes (`ViewChange`). A class not listed, a user's subclass
/// among them, may override a getter to work it out on the fly, which no setter reports, so a
/// walk reads such an object again whenever the app posts `layoutChanged` or `screenChanged`.
///
/// A CellKit class is listed here when it is written so; one left out is only read more often.
@MainActor
package enum TrackedClasses {
    /// CellKit's classes that report every change a walk reads: a short list, looked through
    /// faster than a set is hashed (a walk asks for every row of a long table).
    package static let classes: [ObjectIdentifier] = [
        ObjectIdentifier(UIResponder.self), ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self),
        ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UISlider.self), ObjectIdentifier(UIProgressView.self), ObjectIdentifier(UITextField.self), ObjectIdentifier(UISegmentedControl.self),
        ObjectIdentifier(SegmentView.self), ObjectIdentifier(UITabBar.self), ObjectIdentifier(TabBarButton.self),
        ObjectIdentifier(UICollectionView.self), ObjectIdentifier(UICollectionViewCell.self),
        ObjectIdentifier(UIAccessibilityElement.self),
    ]

    /// Whether the object's class is one of CellKit's that report every change.
    package static func tracksEveryChange(of object: AnyObject) -> Bool {
        let key = ObjectIdentifier(type(of: object))
        for known in classes where known == key { return true }
        return false
    }
}
