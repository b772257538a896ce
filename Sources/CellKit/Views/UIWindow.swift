import Foundation

/// The root of a view hierarchy. Its frame is its place on the screen; several windows side by
/// side are the apps of an iPad split view.
@MainActor
open class UIWindow: UIView {
    /// The app the window belongs to. Drags between windows of different apps cross apps.
    /// (UIKit knows this from the process; a simulator has to be told.)
    open var applicationIdentifier: String {
        get { storedApplicationIdentifier }
        set {
            storedApplicationIdentifier = newValue
            noteChange(.content)
        }
    }
    @exclusivity(unchecked) private var storedApplicationIdentifier: String

    public init(frame: CGRect, applicationIdentifier: String) {
        storedApplicationIdentifier = applicationIdentifier
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, applicationIdentifier: "app")
    }

    /// Draws the window into a new grid of its own size.
    public func renderGrid() -> CellGrid {
        let context = CellContext(grid: CellGrid(width: Int(saturating: frame.width), height: Int(saturating: frame.height)))
        render(in: context)
        return context.grid
    }
}
