import CellKit

/// Values several keys share: a colour, a symbol, an image, type identifiers, a delay.
@MainActor
extension NodeReader {
    /// A colour by name (`SceneColors`).
    func color() throws(SceneError) -> UIColor {
        SceneColors.color(named: try choice(SceneColors.names))
    }

    /// A symbol CellKit draws, by its SF Symbols name.
    func symbol() throws(SceneError) -> UIImage {
        let name = try choice(UIImage.systemNames)
        guard let image = UIImage(systemName: name) else { throw error("unknown symbol '\(Echo.text(name))'") }
        return image
    }

    /// A list of known type identifiers, at least one.
    func acceptedTypes() throws(SceneError) -> [String] {
        let types = try sequence()
        guard !types.isEmpty else { throw error("list at least one type identifier") }
        var accepted: [String] = []
        for typeNode in types { accepted.append(try typeNode.choice(TypeIdentifier.known)) }
        return accepted
    }

    /// Virtual seconds, not negative: a `loadDelay`.
    func delay() throws(SceneError) -> Double {
        try double(in: NumberRange.seconds, negative: "a delay cannot be negative")
    }
}
