import CellKit

/// A screen a scene file describes (`screens`): a view controller whose view holds the screen's
/// views, made when the scene is loaded, and whose title is its navigation bar's. Windows show
/// screens on a navigation stack, as their root, or presented; controls push and present them.
@MainActor
final class SceneScreen: UIViewController {
    /// What the scene file calls the screen.
    let name: String
    /// The screen's view, with its views: made when the scene is loaded, so that ids inside it
    /// name views before the screen is first shown.
    let content: UIView
    /// With `navigationBar`: the navigation controller the screen is presented in, whose bar
    /// shows its title. Held weakly: the controller holds the screen, and the scene both.
    weak var barContainer: UINavigationController?

    /// What presenting the screen presents: its own navigation controller, or itself.
    var presentable: UIViewController { barContainer ?? self }

    init(name: String, room: CGSize) {
        self.name = name
        content = UIView(frame: CGRect(origin: .zero, size: room))
        super.init(nibName: nil, bundle: nil)
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        view = content
    }
}
