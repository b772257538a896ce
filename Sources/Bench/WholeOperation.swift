import Audit
import Dispatch
import SceneFormat
import TerminalUI

/// An operation a person starts a process for, from a scene file: loading it, showing its first
/// screen, auditing it. `rotor bench` times each in a process of its own
/// (`Benchmark.freshProcess`), as a person meets it: in one process, each would find the heap as
/// the ones before it left it, and a scene built in a heap full of freed holes is scattered, so
/// what ran first ran fastest and the ratios depended on the order of measuring.
package enum WholeOperation: String, CaseIterable, Sendable {
    /// Read and build the scene.
    case load
    /// Read, build, walk, speak and draw the first frame.
    case firstScreen = "first-screen"
    /// Audit a loaded scene as `rotor audit` does, wording every finding (the load and the
    /// printing are not timed).
    case audit

    /// Runs the operation once on a scene file and returns how long its timed part took, in
    /// nanoseconds. What it returns is freed afterwards, untimed (the audit's own working state
    /// is freed as it returns, as in `rotor audit`).
    @MainActor
    package func timeOnce(scenePath path: String) throws(BenchError) -> UInt64 {
        func load() throws(BenchError) -> Scene {
            do {
                return try SceneLoader.load(path: path)
            } catch {
                throw BenchError("\(error)")
            }
        }
        // Each result is kept until the clock has stopped: freeing it is not part of the operation.
        switch self {
        case .load:
            let start = DispatchTime.now().uptimeNanoseconds
            let scene = try load()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            return withExtendedLifetime(scene) { elapsed }
        case .firstScreen:
            // From the file to the first frame a person sees: read, build, walk, speak, draw.
            let start = DispatchTime.now().uptimeNanoseconds
            let app = TerminalApp(session: try load().makeSession(), backend: HeadlessBackend(columns: 80, rows: 24))
            app.start()
            _ = app.frame()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            return withExtendedLifetime(app) { elapsed }
        case .audit:
            // As `rotor audit` does it: every finding placed in the file, the scene's ignores
            // applied, and every message worded, as each of its formats does.
            let scene = try load()
            let start = DispatchTime.now().uptimeNanoseconds
            let result: SceneAuditor.Result
            do {
                result = try SceneAuditor(scene: scene).audit()
            } catch {
                throw BenchError("\(error)")
            }
            var worded = 0
            for finding in result.report.findings { worded &+= finding.message.utf8.count }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            return withExtendedLifetime((scene, result, worded)) { elapsed }
        }
    }
}
