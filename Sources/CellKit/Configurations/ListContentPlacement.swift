import Foundation

/// CellKit's own: where a list content view puts its image and texts in a rectangle of cells.
/// [sim] The texts stack when there are two lines or more and side by side is not preferred (or
/// does not fit); on one line the secondary text follows the text, or, side by side, sits at the
/// trailing edge. UIKit decides by the texts' sizes in points, which cells do not have.
struct ListContentPlacement {
    let configuration: UIListContentConfiguration
    let hasText: Bool
    let hasSecondaryText: Bool
    let textWidth: CGFloat
    let secondaryWidth: CGFloat
    /// The screen's cells: a line of text is a row.
    let metrics: CellMetrics

    private var lineHeight: CGFloat { metrics.pointsPerRow }

    struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
    }

    /// The image's columns, with the padding after it when there is text.
    private var imageColumns: (width: CGFloat, height: CGFloat, padding: CGFloat) {
        guard let image = configuration.image else { return (0, 0, 0) }
        let size = configuration.imageProperties.shownSize(of: image, in: metrics)
        let padding = hasText || hasSecondaryText ? max(0, configuration.imageToTextPadding) : 0
        return (max(0, size.width), max(lineHeight, size.height), padding)
    }

    private var horizontalPadding: CGFloat { max(0, configuration.textToSecondaryTextHorizontalPadding) }
    private var verticalPadding: CGFloat { max(0, configuration.textToSecondaryTextVerticalPadding) }

    /// Whether both texts fit side by side in a width.
    private func fitsSideBySide(in width: CGFloat) -> Bool {
        textWidth + horizontalPadding + secondaryWidth <= width
    }

    func frames(in area: CGRect) -> Frames {
        var frames = Frames()
        guard area.width > 0, area.height > 0 else { return frames }
        let image = imageColumns
        var rest = area
        if configuration.image != nil {
            let width = min(rest.width, image.width)
            frames.image = CGRect(x: rest.minX, y: rest.minY, width: width, height: min(rest.height, image.height))
            let used = min(rest.width, width + image.padding)
            rest = CGRect(x: rest.minX + used, y: rest.minY, width: rest.width - used, height: rest.height)
        }
        let line = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: min(lineHeight, rest.height))
        switch (hasText, hasSecondaryText) {
        case (false, false):
            return frames
        case (true, false):
            frames.text = rest
        case (false, true):
            frames.secondaryText = rest
        case (true, true):
            let stacks = rest.height >= 2 * lineHeight + verticalPadding
                && !(configuration.prefersSideBySideTextAndSecondaryText && fitsSideBySide(in: rest.width))
            if stacks {
                frames.text = line
                let top = line.maxY + verticalPadding
                frames.secondaryText = CGRect(x: rest.minX, y: top, width: rest.width, height: max(0, rest.maxY - top))
            } else if configuration.prefersSideBySideTextAndSecondaryText {
                let shown = min(secondaryWidth, rest.width)
                frames.secondaryText = CGRect(x: line.maxX - shown, y: line.minY, width: shown, height: line.height)
                frames.text = CGRect(x: line.minX, y: line.minY, width: max(0, rest.width - shown - horizontalPadding),
                                     height: line.height)
            } else {
                let first = min(rest.width, textWidth)
                frames.text = CGRect(x: line.minX, y: line.minY, width: first, height: line.height)
                let after = min(rest.width, first + horizontalPadding)
                frames.secondaryText = CGRect(x: line.minX + after, y: line.minY, width: rest.width - after, height: line.height)
            }
        }
        return frames
    }

    /// The cells the content needs, given the width it may take.
    func neededSize(width: CGFloat) -> CGSize {
        let image = imageColumns
        let imageWidth = configuration.image == nil ? 0 : image.width + image.padding
        let imageHeight = configuration.image == nil ? 0 : image.height
        let textRoom = max(0, width - imageWidth)
        switch (hasText, hasSecondaryText) {
        case (false, false):
            return CGSize(width: imageWidth, height: imageHeight)
        case (true, false):
            return CGSize(width: imageWidth + textWidth, height: max(imageHeight, lineHeight))
        case (false, true):
            return CGSize(width: imageWidth + secondaryWidth, height: max(imageHeight, lineHeight))
        case (true, true):
            if configuration.prefersSideBySideTextAndSecondaryText && fitsSideBySide(in: textRoom) {
                return CGSize(width: imageWidth + textWidth + horizontalPadding + secondaryWidth, height: max(imageHeight, lineHeight))
            }
            return CGSize(width: imageWidth + max(textWidth, secondaryWidth), height: max(imageHeight, 2 * lineHeight + verticalPadding))
        }
    }
}
