import Foundation
import Testing
import RotorTestSupport

/// SceneCapture is compiled and tested here against CellKit, but written for UIKit: the same
/// files must build in an app with `import UIKit`. No UIKit compiler runs here, so this holds
/// the sources to what keeps that true: CellKit imported only where UIKit is not, and CellKit's
/// own API (what UIKit does not have) used only in `PlatformBridge`, under `#if`.
@Suite("SceneCapture is written against UIKit's API", .cellsScreen)
struct UIKitOnlySourceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SceneCapture")

    /// CellKit's own public types and members (ARCHITECTURE.md's list, and what CellKit adds to
    /// UIKit's classes and traits), which an app's UIKit does not have, as patterns.
    static let cellKitOwn = [
        #"\b(Finger|DragSystem|VirtualClock|DragEventLog|DragEvent|TypeIdentifier|CellGrid|CellStyle|CellColor)\b"#,
        #"\b(CellContext|TextOutput|VisibleText|ViewTreeClock)\b"#,
        #"\.(applicationIdentifier|systemNames|screenPoint|pointFromScreen|screenRect|cellColor|isVisibleInWindow)\b"#,
        #"\.(subviewsThatMayShow|renderGrid|simulatedLoadDelay|simulatedFailure)\b"#, #"(?<!PlatformBridge)\.rows\b"#,
        #"\bpoint\(fromSuperview:"#, #"\(saturating:"#,
        #"(?<![\w"])\.(textEntry|isEditing|backButton|tabBarItem|secureTextField|textArea)\b"#,
    ]

    static func sources() throws -> [(name: String, text: String)] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [(String, String)] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            found.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func cellKitIsImportedOnlyWhereUIKitIsNot() throws {
        let sources = try Self.sources()
        #expect(sources.count > 10)
        for (name, text) in sources where text.contains("import CellKit") {
            #expect(text.contains("#if canImport(UIKit)\nimport UIKit\n#else\nimport CellKit\n#endif"), "\(name)")
            #expect(text.components(separatedBy: "import CellKit").count == 2, "\(name)")
        }
    }

    @Test func cellKitsOwnAPIIsUsedOnlyInThePlatformBridge() throws {
        for (name, text) in try Self.sources() where name != "PlatformBridge.swift" {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for pattern in Self.cellKitOwn {
                let expression = try NSRegularExpression(pattern: pattern)
                let found = expression.firstMatch(in: code, range: NSRange(code.startIndex..., in: code))
                    .flatMap { Range($0.range, in: code) }.map { String(code[$0]) }
                #expect(found == nil, "\(name) uses \(found ?? ""), which UIKit does not have")
            }
        }
    }
}
