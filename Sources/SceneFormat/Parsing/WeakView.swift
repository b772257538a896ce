import CellKit

/// A view held weakly.
@MainActor
final class WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
