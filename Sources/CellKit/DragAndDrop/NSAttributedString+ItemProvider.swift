import Foundation

/// Attributed text offered and read by an item provider. [sim] Foundation's writes RTF, RTFD,
/// HTML and plain text; cells have no fonts to carry, so CellKit writes and reads the characters
/// as UTF-8 plain text and the attributes stay behind.
extension NSAttributedString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.plainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.plainText] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(string.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        // `init(string:)` is not required, so a subclass asked for here cannot be made from text.
        guard let string = String(data: data, encoding: .utf8),
              let text = NSAttributedString(string: string) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data for \(typeIdentifier) is not UTF-8 text")
        }
        return text
    }
}
