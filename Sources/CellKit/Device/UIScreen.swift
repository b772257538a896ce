import Foundation

/// The screen the app's windows are on: its size in points and its scale, as UIKit's `UIScreen`.
///
/// CellKit's screen is simulated. `main` is the screen of the device the app runs on
/// (`UIDevice.current`): an iPhone's is 393 × 852 points at scale 3 (iPhone 16), an iPad's
/// 820 × 1180 points at scale 2 (iPad Air 11-inch). A window made without a screen (`UIWindow(frame:)`)
/// is on `main`, so `UIWindow(frame: UIScreen.main.bounds)` fills it, as on iOS.
///
/// CellKit's own: `cellMetrics`, how many points a terminal cell stands for on this screen. A
/// device's screen has `CellMetrics.points` (8 points a column, 22 a row); a scene written in cells
/// runs on a screen of `CellMetrics.cells`, where a point is a cell.
@preconcurrency @MainActor
open class UIScreen {
    /// The screen of the device the app runs on (the screen a scene or a test is simulating, while
    /// it does).
    open class var main: UIScreen {
        ScreenSimulation.current ?? UIScreen(device: UIDevice.current)
    }

    private let storedBounds: CGRect
    private let storedScale: CGFloat
    private nonisolated let storedMetrics: CellMetrics

    /// A simulated screen (CellKit's own): its size in points, its scale (pixels a point), and
    /// the points a cell stands for.
    public init(size: CGSize, scale: CGFloat = 1, cellMetrics: CellMetrics = .points) {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        storedBounds = CGRect(x: 0, y: 0, width: finite(size.width), height: finite(size.height))
        storedScale = scale.isFinite && scale > 0 ? scale : 1
        storedMetrics = cellMetrics
    }

    /// The screen of a device: an iPhone's or an iPad's, as above (CellKit's own).
    public convenience init(device: UIDevice) {
        switch device.userInterfaceIdiom {
        case .phone: self.init(size: CGSize(width: 393, height: 852), scale: 3)
        default: self.init(size: CGSize(width: 820, height: 1180), scale: 2)
        }
    }

    /// A screen whose point is one terminal cell, `size` cells large: what a scene written in cells
    /// runs on (CellKit's own).
    package static func cells(_ size: CGSize) -> UIScreen {
        UIScreen(size: size, scale: 1, cellMetrics: .cells)
    }

    /// CellKit's own: the window scene made last on this screen, whose virtual clock an animator
    /// that has changed no view yet waits on (a delayed start): UIKit's animators name no screen.
    package weak var lastWindowScene: UIWindowScene?

    /// The screen's rectangle, in points.
    open var bounds: CGRect { storedBounds }

    /// The screen's rectangle in pixels, upright.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: storedBounds.width * storedScale, height: storedBounds.height * storedScale)
    }

    /// Pixels a point: 3 on an iPhone, 2 on an iPad, 1 on a screen of cells.
    open var scale: CGFloat { storedScale }

    /// The physical screen's pixels a point: the same as `scale` in a simulation.
    open var nativeScale: CGFloat { storedScale }

    /// How many points one terminal cell stands for on this screen (CellKit's own).
    public nonisolated final var cellMetrics: CellMetrics { storedMetrics }
}
