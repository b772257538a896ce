/// The size controls are drawn at, as SwiftUI's `ControlSize`: accepted; a cell draws every
/// control at one size.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}
