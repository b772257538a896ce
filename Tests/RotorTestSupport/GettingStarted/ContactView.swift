// Quoted by RotorTesting's article "Getting Started with Rotor" as the new package's
// Sources/Talk/ContactView.swift; GettingStartedTests fails when the two part.
import CellKit
import Foundation

/// A contact card: one element for VoiceOver, with a drop point on its attachments well.
final class ContactView: UIView, UIDropInteractionDelegate {
    let attachments = UIView(frame: CGRect(x: 8, y: 44, width: 192, height: 66))
    let attachedLabel = UILabel(frame: CGRect(x: 8, y: 22, width: 192, height: 22))
    private(set) var attached: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        attachedLabel.text = "Attached:"
        attachments.layer.borderWidth = 1
        attachments.accessibilityLabel = "Attachments"
        attachments.addInteraction(UIDropInteraction(delegate: self))
        addSubview(attachedLabel)
        addSubview(attachments)
        isAccessibilityElement = true
        accessibilityLabel = "Contact card"
    }

    /// CellKit loads no archives; written as for UIKit, which requires it.
    required init?(coder: NSCoder) {
        nil
    }

    // Computed when VoiceOver asks, so the point follows the layout.
    override var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get {
            let middle = CGPoint(x: attachments.bounds.midX, y: attachments.bounds.midY)
            return [UIAccessibilityLocationDescriptor(name: "Drop into attachments", point: middle, in: attachments)]
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
            self.attachedLabel.text = "Attached: " + self.attached.joined(separator: ", ")
        }
    }
}
