import Foundation

/// The build tool behind the `EmbedScenes` plugin: writes a Swift source file holding each scene
/// file given, by its file name, as an exact string literal.
///
/// Usage: `SceneEmbedder OUTPUT.swift SCENE.yaml ...`. Every character outside printable ASCII
/// is written as a `\u{…}` escape, so the generated file is plain ASCII and the text compiled
/// in is the file's, scalar for scalar (a CR, a tab, a non-Latin label included).
@main
struct SceneEmbedder {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            throw Failure(description: "usage: SceneEmbedder OUTPUT.swift SCENE.yaml ...")
        }
        var entries: [String] = []
        for path in arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure(description: "\(path): is not UTF-8 text")
            }
            entries.append("        ShippedScene(fileName: \(literal(url.lastPathComponent)), text: \(literal(text))),")
        }
        let source = """
            // Made by the EmbedScenes plugin from Scenes/*.yaml at build time; not checked in.

            extension SceneLibrary {
                /// The scene files of the repository's `Scenes/` folder, sorted by file name.
                static let embedded: [ShippedScene] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }

    /// A Swift string literal for `text`, exact and ASCII.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return result + "\""
    }
}
