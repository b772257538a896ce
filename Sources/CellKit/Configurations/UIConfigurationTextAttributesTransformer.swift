import Foundation

/// A function from text attributes to text attributes, which a configuration applies to its
/// text (`UIButton.Configuration.titleTextAttributesTransformer`), as UIKit's:
/// `UIConfigurationTextAttributesTransformer { incoming in var outgoing = incoming;
/// outgoing.font = .boldSystemFont(ofSize: 15); return outgoing }`.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    /// What equality of two transformers means: the same transformer, made once.
    let identity = TransformerIdentity()

    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
