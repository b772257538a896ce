import Foundation

extension UIImage {
    /// What an image is made for: a trait collection, and for symbols a size and weight
    /// (`SymbolConfiguration`), as UIKit's `UIImageConfiguration`. Immutable: each change makes
    /// a new configuration.
    open class Configuration: NSObject, @unchecked Sendable {
        // Unchecked: every stored property is a `let` of a Sendable value.

        /// The traits the image is for; `nil` for any.
        public let traitCollection: UITraitCollection?

        /// A configuration with traits (CellKit's own, as UIKit's configurations are made by
        /// their subclasses and `withTraitCollection(_:)`).
        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// This configuration for other traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection)
        }

        /// This configuration with another's values where the other sets them.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return copy(traitCollection: otherConfiguration.traitCollection ?? traitCollection)
        }

        /// A copy with other traits; a subclass makes one of its own kind.
        func copy(traitCollection: UITraitCollection?) -> Self {
            // `Self` is this class or a subclass that overrides this method, so the cast holds.
            Configuration(traitCollection: traitCollection) as? Self ?? self
        }
    }
}
