import CellKit

/// A location descriptor VoiceOver looked at for an element, with its verdict: the action it
/// offers, or why it leaves the descriptor out. `ActionCollector` makes these once; speech,
/// `ScreenRecord` and the audit all read them, so VoiceOver and the audit cannot disagree about
/// which descriptors an element has.
@MainActor
package struct ConsideredDescriptor {
    package let descriptor: UIAccessibilityLocationDescriptor
    package let origin: DescriptorOrigin
    /// `.reachable` when offered; otherwise the first reason VoiceOver leaves it out.
    package let reachability: DescriptorReachability
    /// The action VoiceOver offers for it; `nil` when it is left out.
    package let action: ElementAction?
}
