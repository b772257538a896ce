import Audit
import CellKit
import SceneFormat
import ScreenReader

/// Scenes for the audit: written inline, as a developer would write a minimal screen, or
/// shipped.
@MainActor
enum AuditFixtures {
    /// A scene of one 40×12 window; `views` is the rest of the file after `views:` (the list,
    /// and any keys after it, such as `audit:`).
    static func scene(_ views: String) throws -> Scene {
        try SceneLoader.load(yaml: "window: { size: [40, 12] }\nviews:\n" + views, file: "fixture.yaml")
    }

    static func audit(_ views: String) throws -> AuditReport {
        try SceneAuditor(scene: try scene(views)).audit().report
    }

    static func shipped(_ name: String) throws -> Scene {
        try SceneLoader.load(path: try SceneLibrary.path(for: name))
    }

    /// A shipped scene audited, its findings reported under `file` (its path by default).
    static func auditShipped(_ name: String, file: String? = nil) throws -> SceneAuditor.Result {
        try SceneAuditor(scene: try shipped(name), file: file).audit()
    }

    /// A screen reader over a scene's windows, in its language, as a VoiceOver user meets it.
    static func reader(for scene: Scene) -> ScreenReader {
        ScreenReader(finger: Finger(windows: scene.windows), language: scene.language)
    }
}
