import Foundation

/// The state of a running transition, as UIKit's: what moves, how, and how far it has got.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Which view controller of a transition, as UIKit's keys.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition, as UIKit's keys.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
