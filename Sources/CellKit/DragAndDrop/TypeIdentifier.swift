/// The few uniform type identifiers CellKit knows, and which conforms to which.
///
/// A small tree in place of the system's: item ← content ← text ← plain text; item ← data ←
/// URL; data and content ← image ← PNG, JPEG. Unknown identifiers conform only to themselves.
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

    private static let parents: [String: [String]] = [
        content: [item],
        data: [item],
        text: [content],
        plainText: [text],
        url: [data],
        image: [data, content],
        png: [image],
        jpeg: [image],
    ]

    /// Every identifier CellKit's tree knows.
    public static let known: [String] = [item, content, text, plainText, url, image, png, jpeg, data]

    /// Whether `identifier` is `other` or descends from it in the tree.
    public static func conforms(_ identifier: String, to other: String) -> Bool {
        if identifier == other { return true }
        return (parents[identifier] ?? []).contains { conforms($0, to: other) }
    }
}
