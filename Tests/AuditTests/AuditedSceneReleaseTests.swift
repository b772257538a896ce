import Audit
import CellKit
import SceneFormat
import Testing
import RotorTestSupport

/// Auditing a scene keeps nothing of it once the report is taken, so `rotor audit DIR` holds
/// one scene at a time however many the folder has.
@MainActor
@Suite("What auditing a scene keeps", .cellsScreen)
struct AuditedSceneReleaseTests {
    @Test("every shipped scene is let go of once audited, its drags held over its drop points and ended")
    func shippedScenesAreLetGo() throws {
        for name in SceneLibrary.sceneNames {
            weak var window: UIWindow?
            var report: AuditReport?
            do {
                let scene = try SceneLibrary.loadScene(named: name)
                window = scene.windows.first
                report = try SceneAuditor(scene: scene).audit().report
            }
            #expect(report != nil)
            #expect(window == nil, "\(name): the audited scene's window is still alive")
        }
    }
}
