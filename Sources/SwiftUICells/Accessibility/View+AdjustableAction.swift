extension View {
    /// Makes the view adjustable: VoiceOver reads it "adjustable" and a swipe up or down calls
    /// `handler` with `.increment` or `.decrement` (UIKit's `accessibilityIncrement()` and
    /// `accessibilityDecrement()`), then reads the view's new value.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching { $0.adjustableAction = handler }
    }
}
