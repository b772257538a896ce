import Foundation

extension NSItemProvider {
    /// Foundation's older form: a provider offering `item` as `typeIdentifier`, as code written
    /// before `NSItemProviderWriting` still makes them (for example text as `NSData` under
    /// `kUTTypePlainText`). A `nil` item or type registers nothing.
    ///
    /// The representation's data is the item's own bytes: an `NSData`'s bytes, an `NSString`'s
    /// UTF-8 text, an `NSURL`'s absolute string in UTF-8. [sim] Foundation hands other items to
    /// `loadItem`, which CellKit does not have; loading one fails with an error that says so.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item {
        case let bytes as NSData: data = Data(referencing: bytes)
        case let text as NSString: data = Data((text as String).utf8)
        case let url as NSURL: data = Data(url.absoluteString.utf8)
        default: data = nil
        }
        let kind = String(describing: Swift.type(of: item))
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            if let data {
                completion(data, nil)
            } else {
                completion(nil, NSItemProvider.error(
                    .unexpectedValueClassError,
                    "an item of class \(kind) has no data CellKit can offer; register data, text or a URL"))
            }
            return nil
        }
    }
}
