/// How a gesture added to a view combines with those already on it.
enum GesturePriority {
    /// `gesture(_:)`: a gesture already on the view (from its content) takes the touch first.
    case normal
    /// `highPriorityGesture(_:)`: this gesture takes the touch before those already there.
    case high
    /// `simultaneousGesture(_:)`: both take it.
    case simultaneous

    /// `added` combined with `existing` by this priority.
    func combine(_ existing: (() -> Void)?, _ added: (() -> Void)?) -> (() -> Void)? {
        guard let added else { return existing }
        guard let existing else { return added }
        switch self {
        case .normal: return existing
        case .high: return added
        case .simultaneous:
            return {
                existing()
                added()
            }
        }
    }
}

extension View {
    /// Adds `gesture` to the view, as SwiftUI's `gesture(_:including:)`; a gesture of the
    /// view's content takes a touch first. Under VoiceOver a double tap performs a tap gesture
    /// and a double tap and hold a long press; a drag is never performed.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(Self.gestureModifier(gesture, mask: mask, priority: .normal))
    }

    /// Adds `gesture` to the view ahead of its content's gestures, as SwiftUI's
    /// `highPriorityGesture(_:including:)`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(Self.gestureModifier(gesture, mask: mask, priority: .high))
    }

    /// Adds `gesture` to the view alongside its content's gestures, as SwiftUI's
    /// `simultaneousGesture(_:including:)`: a touch performs both.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(Self.gestureModifier(gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when the view is pressed for `minimumDuration`, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
    /// `onPressingChanged` hears `true` when the press begins and `false` when it lifts.
    /// VoiceOver's double tap and hold performs it.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(AttributeModifier { attributes, _ in
            attributes.onLongPress = GesturePriority.simultaneous.combine(attributes.onLongPress) {
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            }
        })
    }

    /// The older form (deprecated in iOS 17): `pressing` hears `true` when the press begins and
    /// `false` when it lifts.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }

    private static func gestureModifier<T: Gesture>(_ gesture: T, mask: GestureMask, priority: GesturePriority) -> AttributeModifier {
        // A mask without `.gesture` leaves the added gesture out.
        let tap = mask.contains(.gesture) ? gesture.performance(for: .tap) : nil
        let press = mask.contains(.gesture) ? gesture.performance(for: .longPress) : nil
        return AttributeModifier { attributes, _ in
            attributes.onTap = priority.combine(attributes.onTap, tap)
            attributes.onLongPress = priority.combine(attributes.onLongPress, press)
        }
    }
}
