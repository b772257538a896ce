#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// Numbers as a scene file may hold them: places and sizes within ±1,000,000 cells (what the
/// loader accepts), a slider's values within ±10,000,000.
enum CaptureNumbers {
    static let cells = 1_000_000.0, sliderValues = 10_000_000.0

    static func cell(_ value: CGFloat) -> CGFloat {
        let number = Double(value)
        guard number.isFinite else { return 0 }
        return CGFloat(min(cells, max(-cells, number)))
    }

    /// A size or extent: not negative.
    static func extent(_ value: CGFloat) -> CGFloat { max(0, cell(value)) }

    static func rect(_ rect: CGRect) -> YAMLNode {
        .numbers([cell(rect.origin.x), cell(rect.origin.y), extent(rect.size.width), extent(rect.size.height)])
    }

    static func point(_ point: CGPoint) -> YAMLNode { .numbers([cell(point.x), cell(point.y)]) }

    static func size(_ size: CGSize) -> YAMLNode { .numbers([extent(size.width), extent(size.height)]) }

    static func slider(_ value: Float) -> Double {
        let number = Double(value)
        guard number.isFinite else { return 0 }
        return min(sliderValues, max(-sliderValues, number))
    }
}
