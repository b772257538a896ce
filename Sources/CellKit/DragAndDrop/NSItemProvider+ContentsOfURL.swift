import Foundation
import UniformTypeIdentifiers

extension NSItemProvider {
    /// Foundation's provider of a file's contents: the file's data under the type its filename
    /// extension declares (`public.data` when the extension names no type Rotor knows, as
    /// Foundation documents), then the URL itself as `public.file-url`. The file's name is the
    /// `suggestedName`, as Foundation's newer `init(contentsOf:contentType:…)` documents.
    ///
    /// `nil` only for a `nil` URL. The file is read when a representation is loaded, not here:
    /// a file that cannot be read (missing, a folder, a URL that names no file) fails that load
    /// with an error. [sim] Foundation's documentation says only "`nil` if an error occurs";
    /// public drag code passes URLs made of an item's identifier (`URL(string: "\(item.id)")`)
    /// and force-unwraps the provider, which works on iOS, so the provider is made whatever the
    /// file (DECISIONS.md, "A file's item provider is made before its file is read"). The URL
    /// is offered as well so such code's drop delegates, which ask for `.url`, see the drag as
    /// they do on iOS.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL = fileURL as URL? else { return nil }
        self.init()
        let fileExtension = fileURL.pathExtension
        let contentType = fileExtension.isEmpty ? nil : UTType(filenameExtension: fileExtension)
        let typeIdentifier = contentType?.identifier ?? UTType.data.identifier
        let name = fileURL.lastPathComponent
        if !name.isEmpty, name != "/" { suggestedName = name }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            let (data, error) = NSItemProvider.contents(of: fileURL)
            completion(data, error)
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
    }

    /// The file's data, or the error a load of it fails with.
    private static func contents(of fileURL: URL) -> (Data?, (any Error)?) {
        guard fileURL.isFileURL else {
            return (nil, error(.itemUnavailableError, "\(fileURL.absoluteString) names no file"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return (nil, error(.itemUnavailableError, "no file can be read at \(fileURL.path)"))
        }
        do {
            return (try Data(contentsOf: fileURL), nil)
        } catch {
            return (nil, error)
        }
    }
}
