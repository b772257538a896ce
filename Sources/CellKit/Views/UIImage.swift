import Foundation

/// A picture in cells: rows of characters. [sim] UIKit's images are pixels; a terminal's are
/// characters, so an image is its rows of text, and a few system symbols have a glyph each.
/// As UIKit's, an image is immutable and may be used from any thread.
public final class UIImage: NSObject, Sendable {
    /// The picture, one string a row.
    public let rows: [String]
    /// How the image is drawn: in its own colours, or as a template in a tint.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in (`withTintColor(_:)`); `nil` for the view's tint.
    let storedTintColor: UIColor?
    /// The configuration the image was made with (a symbol's size and weight); `nil` for none.
    public let configuration: UIImage.Configuration?
    /// Whether the image is a system symbol (`init(systemName:)`).
    public let isSymbolImage: Bool

    /// An image drawn as these rows of characters.
    public convenience init(cells rows: [String]) {
        self.init(rows: rows, renderingMode: .automatic, tintColor: nil, configuration: nil, isSymbol: false)
    }

    /// An image with every attribute given (CellKit's own: the variants are made with it).
    init(rows: [String], renderingMode: RenderingMode, tintColor: UIColor?, configuration: UIImage.Configuration?, isSymbol: Bool) {
        self.rows = rows
        self.renderingMode = renderingMode
        storedTintColor = tintColor
        self.configuration = configuration
        isSymbolImage = isSymbol
        super.init()
    }

    /// A system symbol: one of the SF Symbols CellKit draws with its own glyph, or, for any
    /// other name written as symbol names are (lower-case words, digits and dots), a generic
    /// symbol glyph; `nil` for a name no symbol could have. [sim] UIKit returns `nil` for a name
    /// its symbol catalogue lacks; CellKit has no catalogue, and real code unwraps the symbols it
    /// names, so a well-formed name is taken to be one.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol with a configuration (a point size, weight or scale), as `init(systemName:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let glyph = Self.symbols[name] ?? (Self.isSymbolName(name) ? Self.genericSymbol : nil) else { return nil }
        self.init(rows: [glyph], renderingMode: .automatic, tintColor: nil, configuration: configuration, isSymbol: true)
    }

    /// A system symbol; the compatible trait collection is kept out, as cells have no traits to match.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The glyph of a symbol CellKit has no glyph of its own for.
    static let genericSymbol = "◇"

    /// Whether `name` is written as SF Symbols' names are: lower-case letters and digits in
    /// words split by single dots.
    private static func isSymbolName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 100 else { return false }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// The symbol names CellKit knows.
    public static let systemNames: [String] = symbols.keys.sorted()

    private static let symbols: [String: String] = [
        "photo": "▣", "doc": "▤", "folder": "▭", "star": "★", "heart": "♥",
        "person": "☺", "trash": "⌫", "paperclip": "∂", "music.note": "♪", "checkmark": "✓",
        // Symbols drag-and-drop screens use most: a glyph each, a filled form with its outline's.
        "star.fill": "★", "heart.fill": "♥", "photo.fill": "▣", "doc.fill": "▤", "folder.fill": "▭",
        "person.fill": "☺", "trash.fill": "⌫", "plus": "+", "minus": "−", "xmark": "✕",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.left": "←", "arrow.right": "→", "link": "⛓", "doc.on.doc": "⧉", "pencil": "✎",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "hand.draw": "✋",
        "photo.on.rectangle": "▣", "text.alignleft": "≡", "list.bullet": "≡", "gear": "⚙",
    ]

    /// The images `UIImage(named:)` finds, by name: CellKit's own, for what an app's asset
    /// catalog holds on iOS.
    private static var registered: [String: UIImage] {
        get { registry.withLock { $0 } }
        set { registry.withLock { $0 = newValue } }
    }
    private static let registry = NamedRegistry<UIImage>()

    /// CellKit's own: makes `image` the one `UIImage(named: name)` returns, as an asset named so
    /// in an app's catalog would be on iOS.
    public static func register(_ image: UIImage, named name: String) {
        registered[name] = image
    }

    /// The image registered under `name`; else, as an asset catalog is not there to look in,
    /// a photo glyph standing for the picture [sim] (UIKit returns `nil` for a name its bundle
    /// lacks; code written for a bundle with the asset unwraps it).
    public convenience init?(named name: String) {
        if let image = Self.registered[name] {
            self.init(cells: image.rows)
        } else {
            self.init(cells: ["▣"])
        }
    }

    /// The image's size in points: its widest row by its rows, in cells of the screen being
    /// simulated, or a device's screen.
    public var size: CGSize {
        (ScreenSimulation.current?.cellMetrics ?? .points).points(CGRect(origin: .zero, size: cellSize)).size
    }

    /// The image's size in cells: its widest row by its rows (CellKit's own).
    package var cellSize: CGSize {
        CGSize(width: rows.map { CharacterWidth.of($0) }.max() ?? 0, height: rows.count)
    }

    /// The image's size in points of cells of `metrics` (CellKit's own): what a view shows it at.
    package func size(in metrics: CellMetrics) -> CGSize {
        metrics.points(CGRect(origin: .zero, size: cellSize)).size
    }
}

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// [sim] An image's data is its rows as UTF-8 text, offered as PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.png] }
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifier.png, TypeIdentifier.jpeg]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(rows.joined(separator: "\n").utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data for \(typeIdentifier) is not an image")
        }
        return Self(cells: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
