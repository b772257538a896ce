import CellKit

/// Hands what a declarative drop loaded to the view it landed on, as that kind of view shows it:
/// a well or a list takes text, a label its text, an image view an image, a plain view its
/// spoken value.
@MainActor
enum DropDelivery {
    /// The views a scene's `drop` may be on, for messages.
    static let viewTypes = "a well, a list, a label, an image or a plain view"

    /// Whether a drop on `view` has somewhere to put what it loads.
    static func canReceive(_ view: UIView) -> Bool {
        view is DropReceiving || view is UILabel || view is UIImageView || view is SceneView
    }

    /// Puts the loaded contents (in the items' order) into `view`; `origin` follows each text.
    static func deliver(_ contents: [DroppedItemReader.Content], origin: String, effect: DropEffect, to view: UIView?) {
        let texts = contents.map { content in
            switch content {
            case .image(let image): image.rows.joined(separator: "\n") + origin
            case .text(let text): text + origin
            }
        }
        switch view {
        case let receiver as DropReceiving:
            receiver.receive(texts, effect: effect)
        case let label as UILabel:
            label.text = joined(label.text, texts, effect)
        case let imageView as UIImageView:
            // The last image wins, as when several are dropped on one picture; text is drawn as it is.
            guard let last = contents.last else { return }
            switch last {
            case .image(let image): imageView.image = image
            case .text(let text): imageView.image = UIImage(cells: text.split(separator: "\n").map(String.init))
            }
        case let plain as SceneView:
            plain.accessibilityValue = joined(plain.accessibilityValue, texts, effect)
        default:
            return
        }
        view?.setNeedsLayout()
    }

    private static func joined(_ current: String?, _ texts: [String], _ effect: DropEffect) -> String? {
        switch effect {
        case .replace: texts.first ?? current
        case .append: ([current].compactMap { $0 }.filter { !$0.isEmpty } + texts).joined(separator: ", ")
        }
    }
}
