import Foundation

extension UIImage {
    /// An image from data. [sim] CellKit's images are rows of characters: data CellKit wrote
    /// (`pngData()`, an item provider's image) gives those rows back; the bytes of a real PNG,
    /// JPEG, GIF, HEIC or TIFF file, which cells cannot show, give a photo glyph standing for the
    /// picture; anything else is nil, as UIKit gives nil for data that is not an image.
    public convenience init?(data: Data) {
        if let rows = Self.rows(fromText: data) {
            self.init(cells: rows)
        } else if Self.isPictureFile(data) {
            self.init(cells: ["▣"])
        } else {
            return nil
        }
    }

    /// As `init(data:)`; the scale is kept out.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data)
    }

    /// The rows of text CellKit wrote as an image's data: UTF-8 with no control characters but
    /// line breaks, and not empty.
    private static func rows(fromText data: Data) -> [String]? {
        guard !data.isEmpty, let text = String(data: data, encoding: .utf8),
              !text.unicodeScalars.contains(where: { $0 != "\n" && ($0.properties.generalCategory == .control) }) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether the data starts as an image file does.
    private static func isPictureFile(_ data: Data) -> Bool {
        let signatures: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47],  // PNG
            [0xFF, 0xD8, 0xFF],  // JPEG
            [0x47, 0x49, 0x46, 0x38],  // GIF
            [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A],  // TIFF
        ]
        let bytes = [UInt8](data.prefix(12))
        if signatures.contains(where: { bytes.starts(with: $0) }) { return true }
        // HEIC and other ISO media files: "ftyp" at offset 4.
        return bytes.count >= 8 && Array(bytes[4..<8]) == [0x66, 0x74, 0x79, 0x70]
    }
}
