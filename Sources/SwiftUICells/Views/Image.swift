/// An image, as SwiftUI's `Image`: a system symbol drawn as CellKit draws it.
public struct Image: View, Equatable, Sendable, PrimitiveView {
    public typealias Body = Never

    let symbol: String

    /// An SF Symbol. VoiceOver reads it by a name made from the symbol's ("star.fill" is
    /// "Star") [sim]: Apple's own names for symbols are not published.
    public init(systemName: String) {
        symbol = systemName
    }

    /// An image from the app's catalog, read by its name.
    public init(_ name: String) {
        symbol = name
    }

    /// An image named `symbol`, as a drop reads it back.
    nonisolated init(symbol: String) {
        self.symbol = symbol
    }

    /// What VoiceOver says for the symbol: its name without styles, words capitalised.
    var spokenName: String {
        let styles: Set<String> = ["fill", "circle", "square", "rectangle", "slash"]
        let words = symbol.split(separator: ".").map(String.init)
        let kept = words.enumerated().filter { $0.offset == 0 || !styles.contains($0.element) }.map(\.element)
        let text = kept.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.image(symbol: symbol, label: spokenName))]
    }

    /// The image, resizable (a glyph keeps its size in cells).
    public func resizable() -> Image { self }

    /// The image, resizable with its edges kept (a glyph keeps its size in cells).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// How a resizable image fills its space, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }
}
