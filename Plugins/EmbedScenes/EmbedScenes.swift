import Foundation
import PackagePlugin

/// Compiles the repository's `Scenes/*.yaml` into the target as Swift source at build time, so
/// the scenes travel inside every binary and library built from this package (a copied or
/// installed `rotor` lists and plays them with no source tree), and there is no copy of them
/// to go stale: editing a scene rebuilds the source made from it.
@main
struct EmbedScenes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Scenes")
        let scenes = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedScenes.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(scenes.count) scenes from Scenes/",
                executable: try context.tool(named: "SceneEmbedder").url,
                arguments: [output.path] + scenes.map(\.path),
                inputFiles: scenes,
                outputFiles: [output]
            )
        ]
    }
}
