import CellKit

/// `type: image`: a `UIImageView`.
struct ImageType: ViewType {
    let name = "image"
    let summary = "A `UIImageView`. As in UIKit, it takes no touches unless `interactive: true`, and is no element "
        + "unless `accessibility.element`; a `drop` on it (with `interactive: true`) replaces the image."
    let keys = Self.imageKeys

    /// An image's keys, which a collection view's items have too.
    static let imageKeys = [
        SchemaKey("symbol", .symbol, .optional, "a symbol CellKit draws, by its SF Symbols name"),
        SchemaKey("cells", .list(.text), .optional, "rows of text, drawn as they are; used when there is no `symbol`"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let imageView = UIImageView(frame: frame)
        imageView.image = try Self.image(keys)
        return imageView
    }

    /// The image `symbol` or `cells` gives; `nil` without either.
    static func image(_ keys: MappingReader) throws(SceneError) -> UIImage? {
        if let node = keys["symbol"] { return try node.symbol() }
        if let node = keys["cells"] { return UIImage(cells: try node.stringList()) }
        return nil
    }
}
