/// Lets a delegate animate alongside a lift, a cancel or a drop, and learn when it is over.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}
