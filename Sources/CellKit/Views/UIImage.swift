import Foundation

/// A picture in cells: rows of characters. [sim] UIKit's images are pixels; a terminal's are
/// characters, so an image is its rows of text, and a few system symbols have a glyph each.
/// As UIKit's, an image is immutable and may be used from any thread.
public final class UIImage: NSObject, Sendable {
    /// The picture, one string a row.
    public let rows: [String]

    /// An image drawn as these rows of characters.
    public init(cells rows: [String]) {
        self.rows = rows
        super.init()
    }

    /// One of the few SF Symbols CellKit draws, or `nil` for a name it does not know (as UIKit
    /// returns `nil` for an unknown symbol).
    public convenience init?(systemName name: String) {
        guard let glyph = Self.symbols[name] else { return nil }
        self.init(cells: [glyph])
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
    private static let registry = NamedImageRegistry()

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
