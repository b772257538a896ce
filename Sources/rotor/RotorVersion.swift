/// Rotor's version: what `rotor --version` prints. The one place it is written; raise it with
/// each release.
enum RotorVersion {
    static let current = "0.1.0"
}
