/// A navigation controller's part as its bar's delegate (UIKit's is private): the back button pops
/// the top view controller, through `popViewController(animated:)` (which an app may override),
/// and that sets the bar's items.
@MainActor
final class NavigationBarHandler: UINavigationBarDelegate {
    weak var controller: UINavigationController?

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        guard let controller else { return true }
        if controller.topViewController?.navigationItem === item {
            controller.popViewController(animated: true)
        }
        // The controller set the bar's items itself.
        return false
    }
}
