/// A preview for Xcode's canvas, as SwiftUI's `#Preview`. Rotor has no canvas: the body is
/// type-checked against SwiftUICells, so a file with previews compiles unchanged, and the macro
/// expands to nothing (a test hosts a view by making it).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUICellsMacros", type: "PreviewMacro")

/// A preview of a UIKit view controller, as UIKit's `#Preview` (iOS 17): type-checked, not shown.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "SwiftUICellsMacros", type: "PreviewMacro")

/// A preview of a UIKit view, as UIKit's `#Preview` (iOS 17): type-checked, not shown.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "SwiftUICellsMacros", type: "PreviewMacro")
