import Foundation

/// A colour dragged and dropped as UIKit's is: `UIColor` adopts both item provider protocols, as
/// the type `com.apple.uikit.color`. [sim] UIKit's data is an archive; CellKit's is the colour's
/// red, green, blue and alpha components as text ("0.5 0.25 1 1"), which only CellKit reads.
extension UIColor: NSItemProviderWriting, NSItemProviderReading {
    /// UIKit's type identifier for a colour.
    static let itemProviderTypeIdentifier = "com.apple.uikit.color"

    public static var writableTypeIdentifiersForItemProvider: [String] { [itemProviderTypeIdentifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [itemProviderTypeIdentifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let text = [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ")
        completionHandler(Data(text.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let numbers = (String(data: data, encoding: .utf8) ?? "").split(separator: " ").compactMap { Double($0) }
        // Not `Self(red:…)`: that initializer is not required, so a subclass cannot be made here.
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite),
              let color = UIColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the data for \(typeIdentifier) is not a colour")
        }
        return color
    }
}
