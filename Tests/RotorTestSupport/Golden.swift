import Foundation
import Testing

/// Text goldens kept beside the tests in a `Goldens/` folder.
///
/// A mismatch records an issue and writes `NAME.actual` next to the golden for a diff.
/// `UPDATE_SNAPSHOTS=1 swift test` re-records every golden instead.
public enum Golden {
    public static func assertMatches(_ actual: String, named name: String, testFile: String = #filePath,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Goldens")
        let golden = folder.appendingPathComponent(name)
        let actualFile = folder.appendingPathComponent(name + ".actual")
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? text.write(to: golden, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: actualFile)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden \(name) in \(folder.path); record it with UPDATE_SNAPSHOTS=1 swift test",
                         sourceLocation: sourceLocation)
            return
        }
        if expected == text {
            try? FileManager.default.removeItem(at: actualFile)
        } else {
            try? text.write(to: actualFile, atomically: true, encoding: .utf8)
            Issue.record("""
                \(name) differs from its golden; see \(actualFile.path)
                --- expected
                \(expected)--- actual
                \(text)
                """, sourceLocation: sourceLocation)
        }
    }
}
