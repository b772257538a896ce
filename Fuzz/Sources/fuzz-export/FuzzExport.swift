import CellKit
import FuzzHarness
import FuzzSupport

/// Export, load, export (`ExportRoundTrip`): any text that loads as a scene is exported as
/// `rotor export` exports it; the export must load (its script too), and exporting it again
/// must write the same file, within the input's budget (`CostBudget`). With ROTOR_FUZZ_PRINT
/// set, each export is printed.
@main
enum FuzzExport {
    @MainActor
    static func main() {
        FuzzEntry.main(seeds: Seeds.export, testOneInput: fuzzOneInput)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzEntry.bytes(start, count), as: UTF8.self)
    CostBudget.check(size: count) {
        MainActor.assumeIsolated {
            _ = UIAccessibility.takePostedNotifications()
            switch ExportRoundTrip.roundTrip(yaml: text, file: "fuzz.yaml") {
            case .notAScene, .fixedPoint:
                break
            case .exportDoesNotLoad(let export, let error):
                if FuzzEntry.printsInputs { FuzzEntry.printNow(export) }
                fatalError("export: the export of a scene that loads does not load / \(error)")
            case .exportsDiffer(let first, let second):
                if FuzzEntry.printsInputs { FuzzEntry.printNow(first + "\n-----\n" + second) }
                fatalError("export: exporting the export writes another file / "
                    + ExportRoundTrip.firstDifference(first, second))
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
