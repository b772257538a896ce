import CellKit
import Foundation

/// How a scene's drops read a dropped item, for wells, lists and collection views alike: as an
/// image when images are accepted and the item has one, else as text, else as the data of
/// another accepted type (a URL) read as UTF-8 text.
@MainActor
enum DroppedItemReader {
    enum Content {
        case image(UIImage)
        case text(String)
    }

    /// Loads the item; `completion` gets `nil` when it offers nothing accepted or the load fails.
    static func load(_ provider: NSItemProvider, accepting types: [String],
                     completion: @escaping @MainActor (Content?) -> Void) {
        let takesImages = types.contains { TypeIdentifier.conforms(TypeIdentifier.png, to: $0) }
        let takesText = types.contains { TypeIdentifier.conforms(TypeIdentifier.plainText, to: $0) }
        if takesImages && provider.canLoadObject(ofClass: UIImage.self) {
            provider.loadObjectOnMainActor(ofClass: UIImage.self) { object, _ in completion((object as? UIImage).map(Content.image)) }
        } else if takesText && provider.canLoadObject(ofClass: NSString.self) {
            provider.loadObjectOnMainActor(ofClass: NSString.self) { object, _ in
                completion((object as? NSString).map { Content.text(String($0)) })
            }
        } else if let type = types.first(where: { provider.hasItemConformingToTypeIdentifier($0) }) {
            provider.loadDataOnMainActor(forTypeIdentifier: type) { data, _ in
                completion(data.flatMap { String(data: $0, encoding: .utf8) }.map(Content.text))
            }
        } else {
            completion(nil)
        }
    }
}
