import Audit
import SceneFormat

/// Audits scenes written inline, as a developer would write a minimal screen.
@MainActor
enum AuditFixtures {
    /// A scene of one 40×12 window with the given `views:` block.
    static func scene(_ views: String) throws -> Scene {
        try SceneLoader.load(yaml: "window: { size: [40, 12] }\nviews:\n" + views, file: "fixture.yaml")
    }

    static func audit(_ views: String) throws -> AuditReport {
        try SceneAuditor(scene: try scene(views)).audit().report
    }

    static func shipped(_ name: String) throws -> Scene {
        try SceneLoader.load(path: try SceneLibrary.path(for: name))
    }
}
