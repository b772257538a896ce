#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A line of the captured scene's script: touch an element where VoiceOver would activate it,
/// and expect to hear its label. Together they check that every element of the capture is still
/// there and still says what it said, whatever order VoiceOver reads them in.
@MainActor
struct TouchCheck: Equatable {
    let x: Int
    let y: Int
    let label: String

    /// The touch alone, unchecked.
    var gesture: String { "touch \(x) \(y)" }
    /// The touch, expecting the label.
    var line: String { gesture + " ~ " + label }

    /// The checks for a view: itself when it is an element, else the elements it lists. Only
    /// elements a finger can find are checked: shown, on their window, not inside another
    /// element or clipped away, with a one-line label.
    static func checks(for view: UIView, walker: SceneWalker) -> [TouchCheck] {
        guard isShown(view, walker: walker) else { return [] }
        if view.isAccessibilityElement {
            return check(view, in: view, walker: walker).map { [$0] } ?? []
        }
        guard !walker.kind(of: view).makesOwnElements, let elements = SceneWalker.listedElements(of: view) else { return [] }
        return elements.filter(\.isAccessibilityElement).compactMap { check($0, in: view, walker: walker) }
    }

    private static func check(_ element: UIResponder, in view: UIView, walker: SceneWalker) -> TouchCheck? {
        guard let label = element.accessibilityLabel, isCheckable(label) else { return nil }
        let point = element.accessibilityActivationPoint
        let cell = CGPoint(x: point.x.rounded(.down), y: point.y.rounded(.down))
        guard abs(cell.x) < CaptureNumbers.cells, abs(cell.y) < CaptureNumbers.cells,
              element.accessibilityFrame.contains(cell) else { return nil }
        // Every view from `view` up that clips a touch holds the point: their edges are found
        // once a view (`SceneWalker.clipEdges(of:)`); climbing them at every element of a tree
        // 9,000 deep took 22 s.
        guard walker.clipEdges(of: view).contains(cell) else { return nil }
        return TouchCheck(x: Int(cell.x), y: Int(cell.y), label: label)
    }

    /// Whether a label can be checked: not empty, no whitespace at either end, every character
    /// printable. Printable ASCII (most labels) is told by its bytes, its ends by whether they
    /// are spaces (the only ASCII whitespace among printable characters); other text scalar by
    /// scalar, with Foundation's whitespace, slow on Linux, where every element asks.
    private static func isCheckable(_ label: String) -> Bool {
        let bytes = label.utf8
        guard let first = bytes.first, let last = bytes.last else { return false }
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return first != UInt8(ascii: " ") && last != UInt8(ascii: " ")
        }
        return !hasWhitespaceAtAnEnd(label) && label.unicodeScalars.allSatisfy { YAMLQuoting.isPrintable($0) }
    }

    /// Whether the text starts or ends with whitespace, which trimming it would take off: its
    /// two ends are looked at, rather than the text trimmed and compared (Foundation's trim is
    /// slow on Linux, and every element captured asks).
    private static func hasWhitespaceAtAnEnd(_ text: String) -> Bool {
        let whitespace = CharacterSet.whitespaces
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return whitespace.contains(first) || whitespace.contains(last)
    }

    /// Whether VoiceOver could visit the view: it and every view around it shown, and none of
    /// them an element (VoiceOver does not look inside an element) or hiding its elements. What
    /// the views around it say is the walker's, found once a view (`SceneWalker.around`): asked
    /// here of every ancestor at every view, a chain 10,000 deep took minutes.
    private static func isShown(_ view: UIView, walker: SceneWalker) -> Bool {
        guard let window = view.window else { return false }
        if view.isHidden || view.alpha < 0.01 || view.accessibilityElementsHidden { return false }
        guard let superview = view.superview else { return !walker.isUnderModal(view, in: window) }
        let around = walker.around(superview)
        guard around.open else { return false }
        // Under a modal view (a presented screen) VoiceOver finds nothing.
        return !walker.isUnderModal(around.top ?? view, in: window)
    }
}
