import FuzzHarness
import FuzzSupport
import SceneFormat

/// The script parser: any text is a script or a SceneError, in time and memory within the
/// input's budget (`CostBudget`). A script that parses, written out again step by step, parses
/// to the same steps.
@main
enum FuzzScript {
    @MainActor
    static func main() {
        FuzzEntry.main(seeds: Seeds.script, testOneInput: fuzzOneInput)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzEntry.bytes(start, count), as: UTF8.self)
    CostBudget.check(size: count) {
        roundTrip(text)
        return 0
    }
    return 0
}

/// The script the text is, written out again and parsed, must be the same steps.
private func roundTrip(_ text: String) {
    let script: Script
    do throws(SceneError) {
        script = try Script.parse(text, file: "fuzz.script")
    } catch {
        _ = error.description
        return
    }
    let written = script.steps.map(\.scriptText).joined(separator: "\n")
    guard let again = try? Script.parse(written, file: "again.script") else {
        preconditionFailure("a parsed script, written out again, does not parse:\n\(written)")
    }
    precondition(again.steps.map(\.action) == script.steps.map(\.action)
                    && again.steps.map(\.expectation) == script.steps.map(\.expectation),
                 "a parsed script, written out again, parses to other steps:\n\(written)")
}

/// Now and then puts an extreme number in place of one in the input (`NumberMutator`);
/// otherwise libFuzzer mutates as usual.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    NumberMutator.mutate(data, size: size, maxSize: maxSize, seed: seed)
}
