import CellKit
import SceneFormat

/// Draws a scene's windows into an 80×24 grid from its top-left corner, as the terminal front
/// does, so that drawing code runs on every fuzzed scene without a grid the size of its window.
@MainActor
public enum Viewport {
    public static let columns = 80, rows = 24

    /// The grid of what the scene's windows show in the viewport.
    @discardableResult
    public static func draw(_ scene: Scene) -> CellGrid {
        let context = CellContext(grid: CellGrid(width: columns, height: rows))
        for window in scene.windows where !window.isHidden {
            context.withState(offset: window.frame.origin, clippingTo: nil) {
                window.render(in: context)
            }
        }
        return context.grid
    }
}
