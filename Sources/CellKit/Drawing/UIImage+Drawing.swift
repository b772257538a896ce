import Foundation

extension UIImage {
    /// Draws the image in the current context with its top-left corner at `rect`'s, clipped to
    /// `rect`. [sim] Cells cannot be scaled: UIKit stretches the image to fill `rect`; CellKit
    /// draws its rows as they are, cut at the rectangle's edges. Nothing is drawn with no current
    /// context, as in UIKit.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width >= 1, rect.height >= 1 else { return }
        let width = Int(saturating: rect.width.rounded(.down))
        for (index, row) in rows.prefix(Int(saturating: rect.height.rounded(.down))).enumerated() {
            var shown = "", used = 0
            for character in row {
                used += CharacterWidth.of(character)
                if used > width { break }
                shown.append(character)
            }
            context.cellContext.drawText(shown, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(index)))
        }
    }

    /// Draws the image at its own size with its top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The image as PNG data: [sim] its rows as UTF-8 text, as an item provider offers it (see
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`). Never nil here; UIKit's
    /// is nil for an image with no pixels to encode.
    public func pngData() -> Data? {
        Data(rows.joined(separator: "\n").utf8)
    }

    /// The image as JPEG data: the same text as `pngData()`; the quality is kept out.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        pngData()
    }
}
