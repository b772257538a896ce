import CellKit

/// How findings word what several rules mention: an element, a name as heard, a covered point,
/// a number.
@MainActor
enum AuditWording {
    /// An element by its label and path, or by its path when it has no label.
    static func describe(_ element: AuditedElement) -> String {
        element.label.isEmpty ? "the element at \(element.path)" : "\"\(element.label)\" (\(element.path))"
    }

    /// A name as the ear hears it: case and repeated spaces do not tell names apart.
    static func spoken(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What a touch meets instead of `view`: a view on top of it, or an ancestor because the
    /// view (or one between) ignores touches, or nothing.
    static func obscuring(_ view: UIView, by cover: UIView?) -> String {
        guard let cover else { return "a touch reaches no view" }
        if view.isDescendant(of: cover) {
            return "a touch goes through to \(ViewPath.of(cover)), because \(ViewPath.of(view)) or a view around it "
                + "ignores touches (isUserInteractionEnabled is false)"
        }
        return "\(ViewPath.of(cover)) covers it"
    }

    /// A coordinate or size: whole numbers without a fraction.
    static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(Double(value))
    }
}
