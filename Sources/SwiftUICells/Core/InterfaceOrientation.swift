/// The orientation a preview shows its view in, as SwiftUI's `InterfaceOrientation`; previews are
/// type-checked and not shown, so it changes nothing.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String

    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
