/// CellKit's own stand-in for the Objective-C runtime's `Selector`, which Linux does not have.
///
/// UIKit's target-and-action initializers take a `Selector?`; CellKit declares them with this
/// type, which has no public initializer, so that code passing `nil` (as code that sets the
/// action later, or never, does) compiles unchanged, and code passing `#selector(…)` fails to
/// compile, as it would on Linux anyway. Use UIKit's closure forms (`UIAction`) for behaviour.
public struct Selector: Hashable, Sendable {
    private init() {}
}
