import Foundation

/// A place in a text container's text, as UIKit's `UITextPosition`: an abstract class a text
/// view subclasses to say where in its own storage the place is. CellKit's text views do not
/// hand out positions; it is here so that `UITextRange` (a custom rotor's `targetRange`) has
/// UIKit's shape.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}
