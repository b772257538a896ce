import Foundation

/// The scenes shipped in the repository's `Scenes/` folder, found by name.
public enum SceneLibrary {
    /// The scene `rotor` opens when given none.
    public static let defaultSceneName = "wwdc-story"

    /// Where the shipped scenes are: `$ROTOR_SCENES` when set, otherwise the `Scenes/` folder of
    /// the checkout this was built from (found from this source file's path, so `swift run` and
    /// `swift test` work from any directory), otherwise `./Scenes`.
    public static var directory: String {
        if let override = ProcessInfo.processInfo.environment["ROTOR_SCENES"], !override.isEmpty {
            return override
        }
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes").path
        if FileManager.default.fileExists(atPath: checkout) { return checkout }
        return FileManager.default.currentDirectoryPath + "/Scenes"
    }

    /// The names of the shipped scenes, sorted.
    public static var sceneNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path of a scene given as a path or as a shipped scene's name.
    public static func path(for nameOrPath: String) throws(SceneError) -> String {
        // Whatever is there (a loop of symbolic links, a link to nothing too) is what was meant:
        // reading it says what it is.
        var status = stat()
        if lstat(nameOrPath, &status) == 0 { return nameOrPath }
        let shipped = directory + "/" + nameOrPath + ".yaml"
        if !nameOrPath.contains("/"), FileManager.default.fileExists(atPath: shipped) { return shipped }
        var message = "no such file, and no shipped scene has that name"
        let names = sceneNames
        if let nearest = NearestName.suggestion(for: nameOrPath, among: names) {
            message += "; did you mean '\(nearest)'?"
        } else if !names.isEmpty {
            message += "; shipped scenes: \(names.joined(separator: ", "))"
        }
        throw SceneError(file: nameOrPath, line: 0, column: 0, keyPath: "", message: message)
    }
}
