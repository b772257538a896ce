import CellKit
import FuzzHarness
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
            if FuzzEntry.printsInputs { FuzzEntry.printNow(input.sceneDescription) }
            let (yaml, file) = input.yamlAndFile
            guard let scene = try? SceneLoader.load(yaml: yaml, file: file) else { return 0 }
            let steps = input.steps(screens: RunInput.screens(of: scene))
            if FuzzEntry.printsInputs { FuzzEntry.printNow(RunInput.describe(steps)) }
            CheckedRun(scene: scene).perform(steps)
            // Each step is a byte of the input at least, and earns a step's allowance.
            return steps.count
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
