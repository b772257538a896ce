/// What a navigation controller tells its delegate as it shows a view controller (a push, a pop,
/// a new stack). Both methods are optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// About to show `viewController`: after its view is loaded, before any appearance callback.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Showed `viewController`: after its `viewDidAppear(_:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
