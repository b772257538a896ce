import Accessibility
import Foundation

/// What a responder keeps that most responders never set (CellKit's own): its accessibility
/// words and settings past the element flag and traits, its descriptors, paste configuration
/// and handlers. `UIResponder` makes it on the first setting that differs from the default, so
/// a view that sets none of these (most of a long list's views) holds one reference instead
/// of about 300 bytes (issue 47: a view in at most 1 KB).
@MainActor
final class ResponderRareState {
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityUserInputLabels: [String]?
    var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus = .unsupported
    var accessibilityIdentifier: String?
    var accessibilityElementsHidden: Bool = false
    var accessibilityViewIsModal: Bool = false
    var accessibilityFrame: CGRect = .zero
    var accessibilityPath: UIBezierPath?
    var explicitActivationPoint: CGPoint?
    var activationPointInFrame: CGPoint?
    var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?
    var pasteConfiguration: UIPasteConfiguration?
    var accessibilityContainerType: UIAccessibilityContainerType = .none
    var accessibilityElements: [Any]?
    var shouldGroupAccessibilityChildren: Bool = false
    var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]?
    var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]?
    var sceneCustomContent: [AXCustomContent] = []
    var escapeHandler: (@MainActor () -> Bool)?
    var magicTapHandler: (@MainActor () -> Bool)?
    var isVoiceOverFocused: Bool = false
}
