import CellKit

/// What a scene's numbers count: the top level's `unit`.
enum SceneUnit: String, CaseIterable, Sendable {
    /// Terminal cells: a scene's frames are columns and rows, and its screen is one point a cell.
    /// The default, so every scene written before points keeps its meaning.
    case cells
    /// UIKit's points, on the scene's device's screen, drawn at `CellMetrics.points`.
    case points

    /// The screen a scene of this unit runs on, for `device`: a screen of cells as large as the
    /// windows, or the device's screen.
    @MainActor
    func screen(for device: UIDevice, windowsSize: CGSize) -> UIScreen {
        switch self {
        case .cells: UIScreen.cells(windowsSize)
        case .points: UIScreen(device: device)
        }
    }
}
