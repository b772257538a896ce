/// CellKit's own: the closures a gesture recognizer calls, in the order they were added (UIKit's
/// targets and actions). A type of its own so the recognizer's stored properties hold no closure
/// type (see `UIGestureRecognizer.handlers`).
@MainActor
final class GestureHandlers {
    var all: [@MainActor (UIGestureRecognizer) -> Void] = []
}
