import CellKit
import FuzzSupport
import SceneFormat

/// A scene (a shipped one chosen by the first byte, or YAML from the input) and then gestures
/// from the rest (see `RunInput` and `GestureTape`), performed as `rotor run` performs a
/// script, with the drag VoiceOver holds checked after every step, and the whole within the
/// input's budget (`CostBudget`). With ROTOR_FUZZ_PRINT set, each input is printed first as a
/// scene and script lines, to write a regression test from.
@main
enum FuzzRun {
    @MainActor
    static func main() {
        FuzzEntry.main(seeds: Seeds.run, testOneInput: fuzzOneInput)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzEntry.bytes(start, count)
    CostBudget.check(size: count) {
        MainActor.assumeIsolated {
            _ = UIAccessibility.takePostedNotifications()
            guard let input = RunInput(bytes) else { return 0 }
            if FuzzEntry.printsInputs { FuzzEntry.printNow(input.description) }
            let (yaml, file) = input.yamlAndFile
            guard let scene = try? SceneLoader.load(yaml: yaml, file: file) else { return 0 }
            CheckedRun(scene: scene).perform(input.steps)
            // Each step may walk the whole scene (read all).
            return CostBudget.views(in: scene) * (input.steps.count + 1)
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
