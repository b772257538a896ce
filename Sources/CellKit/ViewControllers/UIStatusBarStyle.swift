/// The status bar's look while a view controller is shown. The values are UIKit's; CellKit has no
/// status bar, so a view controller's preference is only read by the app.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
