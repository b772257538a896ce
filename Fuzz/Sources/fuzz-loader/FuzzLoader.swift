import CellKit
import FuzzHarness
import FuzzSupport
import SceneFormat
import Session

/// The scene loader: any text is a scene or a SceneError, never a trap or a hang, and never
/// far more work than its size (`CostBudget`). A scene that loads is also drawn and read out
/// element by element (as `rotor play` and a two-finger swipe up first do), and its script
/// written out.
@main
enum FuzzLoader {
    @MainActor
    static func main() {
        FuzzEntry.main(seeds: Seeds.loader, testOneInput: fuzzOneInput)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzEntry.bytes(start, count)
    CostBudget.check(size: count) {
        MainActor.assumeIsolated {
            _ = UIAccessibility.takePostedNotifications()
            do throws(SceneError) {
                let scene = try SceneLoader.load(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml")
                _ = scene.warnings.map(\.description)
                _ = scene.script?.steps.map(\.scriptText)
                Viewport.draw(scene)
                let session = scene.makeSession()
                // As `rotor play` reads all: at most 10,000 elements, and what the file's size allows.
                session.readAllLimit = scene.readAllBudget(within: 10_000)
                session.start()
                session.perform(.readAll)
            } catch {
                _ = error.description
            }
            return 0
        }
    }
    return 0
}

/// Now and then puts an extreme number in place of one in the input (`NumberMutator`);
/// otherwise libFuzzer mutates as usual.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    NumberMutator.mutate(data, size: size, maxSize: maxSize, seed: seed)
}
