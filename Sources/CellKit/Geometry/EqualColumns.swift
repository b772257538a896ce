import Foundation

/// Side-by-side frames that share a width equally, the first ones a cell wider when it does not
/// divide evenly: a tab bar's tabs, a segmented control's segments. CellKit's own.
package enum EqualColumns {
    /// `count` frames across `bounds`, each as tall as it, in whole columns of `metrics`.
    package static func frames(count: Int, in bounds: CGRect, metrics: CellMetrics) -> [CGRect] {
        guard count > 0 else { return [] }
        let width = metrics.wholeColumns(bounds.width)
        var x = 0
        return (0..<count).map { index in
            let share = width / count + (index < width % count ? 1 : 0)
            defer { x += share }
            return CGRect(x: metrics.width(ofColumns: x), y: 0, width: metrics.width(ofColumns: share), height: bounds.height)
        }
    }
}
