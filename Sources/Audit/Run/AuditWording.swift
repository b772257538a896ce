import CellKit

/// How findings word what several rules mention: an element, a name as heard, a covered point,
/// a number.
@MainActor
enum AuditWording {
    /// An element by its label and path, or by its path when it has no label.
    nonisolated static func describe(_ element: AuditedElement) -> String {
        element.label.isEmpty ? "the element at \(element.path)" : "\"\(element.label)\" (\(element.path))"
    }

    /// A name as the ear hears it: case and repeated spaces do not tell names apart.
    ///
    /// Nonisolated: it reads nothing of the main actor's, and a closure isolated to it is checked
    /// to be on the main thread every time it is called (a long table's names, byte by byte).
    nonisolated static func spoken(_ name: String) -> String {
        // Most names are ASCII, and a long table has one per row: those are folded byte by byte.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return String(unsafeUninitializedCapacity: name.utf8.count) { folded in
            var count = 0
            var space = false
            for byte in name.utf8 {
                // Tab, line feed, vertical tab, form feed, carriage return, space.
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    space = count > 0
                    continue
                }
                if space {
                    folded[count] = 0x20
                    count += 1
                }
                space = false
                folded[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// What a touch meets instead of `view`: a view on top of it, or an ancestor because the
    /// view (or one between) ignores touches, or nothing.
    static func obscuring(paths: ViewPaths, _ view: UIView, by cover: UIView?) -> String {
        guard let cover else { return "a touch reaches no view" }
        if view.isDescendant(of: cover) {
            return "a touch goes through to \(paths.of(cover)), because \(paths.of(view)) or a view around it "
                + "ignores touches (isUserInteractionEnabled is false)"
        }
        return "\(paths.of(cover)) covers it"
    }

    /// A coordinate or size: whole numbers without a fraction.
    static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(Double(value))
    }
}
