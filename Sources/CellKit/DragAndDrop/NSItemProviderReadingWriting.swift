import Foundation

/// A class whose instances an item provider can offer as data.
///
/// As Foundation's, the completion handler is `@Sendable`: a provider may ask from any thread.
public protocol NSItemProviderWriting: AnyObject {
    /// The types this object can be written as, highest fidelity first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class an item provider can make instances of from data.
public protocol NSItemProviderReading: AnyObject, SendableMetatype {
    /// The types this class can be read from, highest fidelity first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.plainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.plainText] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data for \(typeIdentifier) is not UTF-8 text")
        }
        return Self(string: string)
    }
}
