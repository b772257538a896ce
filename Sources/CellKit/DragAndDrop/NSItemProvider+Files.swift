import Foundation

extension NSItemProvider {
    /// Foundation's completion for `loadItem(forTypeIdentifier:options:completionHandler:)`.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// Loads the first representation conforming to `typeIdentifier` into a file and hands its
    /// URL to `completionHandler`, as Foundation does: the file is temporary and is removed once
    /// the handler returns, so copy it there if it is needed later. The data is written to the
    /// system's temporary folder; a failure to write it is the handler's error.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("rotor-item-\(UUID().uuidString)")
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                return completionHandler(nil, error)
            }
            completionHandler(url, nil)
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Loads a representation as a file the handler may read in place: in CellKit always a copy
    /// (`isInPlace` is false), removed once the handler returns, as
    /// `loadFileRepresentation(forTypeIdentifier:completionHandler:)` gives it.
    @discardableResult
    public func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in
            completionHandler(url, false, error)
        }
    }

    /// Foundation's older load: the first representation conforming to `typeIdentifier`, as an
    /// object. [sim] Foundation picks the class from what the handler asks for, which Swift's
    /// `NSSecureCoding` does not say; CellKit gives a URL type's data as an `NSURL`, a text
    /// type's as an `NSString` (UTF-8), and anything else as `NSData`, so `item as? URL`,
    /// `item as? String` and `item as? Data` work as they do for those types on iOS. `options`
    /// (image sizes) are kept out.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        guard let completionHandler else { return }
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let text = String(data: data, encoding: .utf8)
            if TypeIdentifier.conforms(typeIdentifier, to: TypeIdentifier.url) {
                guard let text, let url = NSURL(string: text) else {
                    return completionHandler(nil, NSItemProvider.error(.unexpectedValueClassError,
                                                                       "the data for \(typeIdentifier) is not a URL"))
                }
                completionHandler(url, nil)
            } else if TypeIdentifier.conforms(typeIdentifier, to: TypeIdentifier.text), let text {
                completionHandler(text as NSString, nil)
            } else {
                completionHandler(data as NSData, nil)
            }
        }
    }
}
