import ArgumentParser
import Foundation
import SceneFormat
import ScreenReader

/// What the shell completes for scene arguments and `--language` (`rotor
/// --generate-completion-script`).
///
/// A scene argument is a library scene's name or a path: its candidates are worked out when Tab
/// is pressed (the shell runs `rotor ---completion …`), so they are this machine's: the shipped
/// names (or the `ROTOR_SCENES` folder's), then the `.yaml` files and the folders under what is
/// typed. The languages are a fixed list, written into the script.
enum SceneCompletion {
    /// For an argument that names a scene.
    static let scene = CompletionKind.custom { _, _, typed in candidates(for: typed) }

    /// For `--language`: the codes `Language` knows.
    static let language = CompletionKind.list(Language.allCases.map(\.code))

    /// The scene names starting with `typed` (none once it holds a `/`), then the scene files
    /// and folders its folder part holds that start with the rest; hidden entries only when
    /// the rest starts with a dot.
    static func candidates(for typed: String) -> [String] {
        var result = typed.contains("/") ? [] : SceneLibrary.sceneNames.filter { $0.hasPrefix(typed) }
        let folder: String
        let start: String
        if let slash = typed.lastIndex(of: "/") {
            folder = String(typed[...slash])
            start = String(typed[typed.index(after: slash)...])
        } else {
            folder = ""
            start = typed
        }
        // `~/` as the shell would read it; the candidates keep it as typed.
        let place = folder.isEmpty ? "." : (folder as NSString).expandingTildeInPath + "/"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
        for entry in entries.sorted() where entry.hasPrefix(start) && (start.hasPrefix(".") || !entry.hasPrefix(".")) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: (place as NSString).appendingPathComponent(entry), isDirectory: &isFolder)
            else { continue }
            if isFolder.boolValue {
                result.append(folder + entry + "/")
            } else if entry.hasSuffix(".yaml") {
                result.append(folder + entry)
            }
        }
        return result
    }
}
