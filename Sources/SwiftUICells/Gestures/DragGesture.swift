import Foundation

/// A finger moved across the view, as SwiftUI's `DragGesture`. VoiceOver cannot move a finger
/// across the screen, so under Rotor's VoiceOver a drag gesture never changes or ends [sim]:
/// what it does must also be offered another way (an accessibility action, an adjustable
/// action, a button) for a VoiceOver user to reach it.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the drag's current event happened.
        public var time: Date
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// Where the drag would end if the finger lifted at its speed now.
        public var predictedEndLocation: CGPoint
        /// How fast the drag moves, in points a second.
        public var velocity: CGSize

        /// How far the drag has moved from where it began.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// How far the drag would have moved if the finger lifted at its speed now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far, in points, the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The coordinates the drag's locations are given in.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func steps(for touch: GestureTouch) -> [GestureStep<Value>] {
        []
    }
}
