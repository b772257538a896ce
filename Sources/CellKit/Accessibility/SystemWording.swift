/// CellKit's own: an element whose label or value UIKit writes in the system's language, unless
/// the app set its own (see `SystemText`). A screen reader says these in its language.
@MainActor
package protocol SystemWording: AnyObject {
    /// UIKit's label, when the app set none; `nil` when the app's (or no label) is what is said.
    var systemLabel: SystemText? { get }
    /// UIKit's value, when the app set none; `nil` when the app's (or no value) is what is said.
    var systemValue: SystemText? { get }
    /// What is said after activating the element changed something: a stepper's button says
    /// the stepper's new value, which is not its own.
    var valueSpokenAfterActivation: String? { get }
}
