import Foundation

/// The scenes a name stands for: the ones shipped inside Rotor, or the folder `ROTOR_SCENES`
/// names instead.
///
/// A scene argument is resolved in this order (`load(_:)`):
/// 1. something at that path (a file, or whatever is there: reading it says what it is);
/// 2. a scene of that name in the library: the `ROTOR_SCENES` folder when the variable is set
///    (and then only there), otherwise the scenes compiled into Rotor (`shipped`).
///
/// Nothing here reads the checkout's `Scenes/` folder except `directory` and `path(for:)`,
/// which tests and the fuzz package use to reach the files themselves.
public enum SceneLibrary {
    /// The scene `rotor` opens when given none.
    public static let defaultSceneName = "wwdc-story"

    /// The name of the environment variable that puts a folder of scenes in place of the shipped
    /// ones.
    public static let folderVariable = "ROTOR_SCENES"

    /// Every scene shipped inside Rotor, sorted by name; the same on every machine, whatever
    /// the current directory.
    public static let shipped: [ShippedScene] = embedded.sorted { $0.name < $1.name }

    /// The shipped scene called `name` (its file name without `.yaml`).
    public static func shippedScene(named name: String) -> ShippedScene? {
        shipped.first { $0.name == name }
    }

    /// The folder `ROTOR_SCENES` names, when it is set and not empty: its `.yaml` files then
    /// are the library, in place of the shipped scenes.
    public static var folder: String? {
        guard let folder = ProcessInfo.processInfo.environment[folderVariable], !folder.isEmpty else { return nil }
        return folder
    }

    /// The names of the library's scenes, sorted: the folder's when `ROTOR_SCENES` is set (none
    /// when it cannot be read), otherwise the shipped ones.
    public static var sceneNames: [String] {
        guard let folder else { return shipped.map(\.name) }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Reads a scene given as a path or as the name of a scene in the library (see the order
    /// above). A name that is neither is a `SceneError` that suggests the nearest name.
    @MainActor
    public static func load(_ nameOrPath: String) throws(SceneError) -> Scene {
        // Whatever is there (a loop of symbolic links, a link to nothing too) is what was meant:
        // reading it says what it is.
        var status = stat()
        if lstat(nameOrPath, &status) == 0 { return try SceneLoader.load(path: nameOrPath) }
        if !nameOrPath.contains("/") {
            if let folder {
                let path = (folder as NSString).appendingPathComponent(nameOrPath + ".yaml")
                if lstat(path, &status) == 0 { return try SceneLoader.load(path: path) }
            } else if let scene = shippedScene(named: nameOrPath) {
                return try scene.load()
            }
        }
        throw unknown(nameOrPath)
    }

    /// Reads the library's scene called `name`, never a file of that name in the current
    /// directory: what `rotor list` and a bare `rotor test` read.
    @MainActor
    public static func loadScene(named name: String) throws(SceneError) -> Scene {
        if let folder {
            return try SceneLoader.load(path: (folder as NSString).appendingPathComponent(name + ".yaml"))
        }
        guard let scene = shippedScene(named: name) else { throw unknown(name) }
        return try scene.load()
    }

    /// Why `name` is neither a path nor a scene of the library, with the nearest name.
    private static func unknown(_ name: String) -> SceneError {
        var message: String
        if let folder {
            message = "no such file, and no scene in \(folderVariable) (\(folder)) has that name"
        } else {
            message = "no such file, and no shipped scene has that name"
        }
        let names = sceneNames
        if let nearest = NearestName.suggestion(for: name, among: names) {
            message += "; did you mean '\(nearest)'?"
        } else if !names.isEmpty {
            message += "; \(folder == nil ? "shipped scenes" : "scenes there"): \(names.joined(separator: ", "))"
        }
        return SceneError(file: name, line: 0, column: 0, keyPath: "", message: message)
    }
}

// The checkout's files, for tests and the fuzz package; the `rotor` tool never reads them.
extension SceneLibrary {
    /// The `Scenes/` folder of the checkout this was built from (found from this source file's
    /// path): `$ROTOR_SCENES` when set, otherwise that folder, otherwise `./Scenes`. Only tests
    /// and the fuzz package, which work in a checkout, read it; a built `rotor` reads `shipped`.
    public static var directory: String {
        if let folder { return folder }
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes").path
        if FileManager.default.fileExists(atPath: checkout) { return checkout }
        return FileManager.default.currentDirectoryPath + "/Scenes"
    }

    /// The path of a scene given as a path or as the name of a file in `directory`: for tests
    /// that read the checkout's files themselves.
    package static func path(for nameOrPath: String) throws(SceneError) -> String {
        var status = stat()
        if lstat(nameOrPath, &status) == 0 { return nameOrPath }
        let file = directory + "/" + nameOrPath + ".yaml"
        if !nameOrPath.contains("/"), FileManager.default.fileExists(atPath: file) { return file }
        throw unknown(nameOrPath)
    }
}
