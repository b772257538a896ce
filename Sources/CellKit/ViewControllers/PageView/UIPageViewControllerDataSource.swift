import Foundation

/// Gives a page view controller its pages as the user turns them, and optionally their count
/// and the current one's index for the page indicator (and VoiceOver's "Page N of M").
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages there are; with `presentationIndex(for:)`, numbers the pages. 0 by default.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the page shown. 0 by default.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
