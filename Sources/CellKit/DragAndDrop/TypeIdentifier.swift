import UniformTypeIdentifiers

/// CellKit's own: the uniform type identifiers scenes name most, as strings, and which conforms
/// to which, by the system's tree as `UTType` knows it (text conforms to data and content, plain
/// text to text, an image to data and content, PNG and JPEG to image, a file URL to URL).
/// Unknown identifiers conform only to themselves.
public enum TypeIdentifier {
    public static let item = "public.item"
    public static let content = "public.content"
    public static let text = "public.text"
    public static let plainText = "public.plain-text"
    public static let url = "public.url"
    public static let image = "public.image"
    public static let png = "public.png"
    public static let jpeg = "public.jpeg"
    public static let data = "public.data"

    /// Every identifier CellKit's tree knows.
    public static let known: [String] = [item, content, text, plainText, url, image, png, jpeg, data]

    /// Whether `identifier` is `other` or descends from it in the tree.
    public static func conforms(_ identifier: String, to other: String) -> Bool {
        if identifier == other { return true }
        guard let type = UTType(identifier), let target = UTType(other) else { return false }
        return type.conforms(to: target)
    }
}
