import Foundation

/// Told about the turns of a page view controller the user makes; every method is optional.
/// (The spine and interface orientation methods are missing: CellKit has no interface
/// orientations.)
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn the user makes is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn the user made finished; `completed` says whether the new page stayed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
