import Foundation

/// The requirements for a view made from a content configuration: it shows its `configuration`,
/// and shows a new one when set.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it applies the new one to the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show a configuration (a cell then applies a new configuration to
    /// this view rather than making another). By default, as UIKit assumes when a view does not
    /// say: a configuration of the same type as the one shown.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
