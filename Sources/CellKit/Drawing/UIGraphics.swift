import Foundation

/// The current drawing context: inside a view's `draw(_:)`, an image renderer's actions, or
/// between `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsEndImageContext`.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current
}

/// Paints `rect` with the current fill colour in the current context.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a box just inside `rect` in the current stroke colour.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect)
}

/// The image contexts begun and not yet ended, with their grids.
@MainActor
private var imageContexts: [(context: CGContext, size: CGSize)] = []

/// Begins drawing into a new image of `size` cells; `opaque` and `scale` are kept out (cells
/// have one scale). Prefer `UIGraphicsImageRenderer`, as UIKit does.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = UIGraphicsImageRenderer.makeContext(size: size)
    imageContexts.append((context, size))
    GraphicsContextStack.push(context)
}

/// Begins drawing into a new image of `size` cells.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context; `nil` outside one.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = imageContexts.last else { return nil }
    return UIImage(cells: current.context.cellContext.grid.lines)
}

/// Ends the current image context.
@MainActor
public func UIGraphicsEndImageContext() {
    guard let ended = imageContexts.popLast() else { return }
    GraphicsContextStack.remove(ended.context)
}
