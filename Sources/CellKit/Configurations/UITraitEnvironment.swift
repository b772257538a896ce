import Foundation

/// Something shown in an interface with traits, as UIKit's: views (and, in UIKit, view
/// controllers) give their traits and hear when they change.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the interface it is shown in.
    var traitCollection: UITraitCollection { get }
    /// Told when the traits change. [sim] CellKit's never change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
