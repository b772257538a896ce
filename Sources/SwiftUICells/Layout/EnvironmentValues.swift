/// What a view passes down to the views in it: the font, the foreground colour and whether
/// controls are enabled (SwiftUI's environment, for the values the subset has).
struct EnvironmentValues {
    var font: Font?
    var foreground: Color?
    var isEnabled = true
}
