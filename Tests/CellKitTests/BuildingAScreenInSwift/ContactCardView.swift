import CellKit
import Foundation

// Quoted whole by CellKit's article "Building a screen in Swift"; DocumentationSnippetTests
// fails when the two part.

/// A contact card: one element, with a drop point on its list of attachments.
final class ContactCardView: UIView, UIDropInteractionDelegate {
    let attachments = UILabel(frame: CGRect(x: 8, y: 22, width: 160, height: 66))
    private(set) var attached: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        attachments.text = "Attachments:"
        attachments.numberOfLines = 0
        attachments.isUserInteractionEnabled = true  // UIKit's labels ignore touches by default
        attachments.addInteraction(UIDropInteraction(delegate: self))
        addSubview(attachments)
        isAccessibilityElement = true
        accessibilityLabel = "Contact card"
    }

    /// CellKit loads no archives; written as for UIKit, which requires it.
    required init?(coder: NSCoder) {
        nil
    }

    override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            let middle = CGPoint(x: attachments.bounds.midX, y: attachments.bounds.midY)
            return [UIAccessibilityLocationDescriptor(name: "Drop into attachments",
                                                      point: middle, in: attachments)]
        }
        set {}
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction,
                         sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { objects in
            self.attached += objects.compactMap { ($0 as? NSString).map(String.init) }
            self.attachments.text = (["Attachments:"] + self.attached).joined(separator: " ")
        }
    }
}
