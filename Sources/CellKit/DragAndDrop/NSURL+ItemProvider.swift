import Foundation

/// A URL offered and read as Foundation's is: as `public.url`, its data the URL's absolute
/// string in UTF-8. [sim] It is also offered as plain text, so a dropped link lands in a text
/// field as its address; text is not read as a URL.
extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.url, TypeIdentifier.plainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.url] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        // `init(string:)` is not required, so a subclass asked for here cannot be made from text.
        guard !text.isEmpty, let url = NSURL(string: text) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data for \(typeIdentifier) is not a URL")
        }
        return url
    }
}
