/// Something a view hosts that responds to input on it: a drag or a drop interaction.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view hosting the interaction.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
