import CellKit
import ScreenReader

/// How findings word what several rules mention: an element, a name as heard, a covered point,
/// a number.
@MainActor
enum AuditWording {
    /// An element by its label and path, or by its path when it has no label.
    nonisolated static func describe(_ element: AuditedElement) -> String {
        // Joined, not interpolated: a long table words one of these for each row's finding.
        if element.label.isEmpty { return "the element at " + element.path }
        var text = "\""
        text.reserveCapacity(element.label.utf8.count + element.path.utf8.count + 5)
        text += element.label
        text += "\" ("
        text += element.path
        text += ")"
        return text
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

    /// How layout put `view` out of every touch's reach, when the reason says it did: "layout
    /// gave it no size (0×3)", "layout put it at (0, -54, 20×3), wholly outside the window
    /// (80×24)", "layout put it at (0, 9, 20×3) in window/root, wholly outside window/root
    /// (80×6)" (the frame in the coordinates of the view it lies outside), or "layout gave
    /// window/footer, which it is in, no size (16×0)".
    static func laidOutOfReach(paths: ViewPaths, _ view: UIView, _ reason: DescriptorReachability) -> String? {
        switch reason {
        case .viewHasNoSize:
            return "layout gave it no size (\(size(view.bounds.size)))"
        case .viewOutside(let container) where !hasArea(container):
            return "layout gave \(paths.of(container)), which it is in, no size (\(size(container.bounds.size)))"
        case .viewOutside(let container):
            let origin = container.pointFromScreen(view.screenPoint(for: view.bounds.origin))
            let frame = "(\(number(origin.x)), \(number(origin.y)), \(size(view.bounds.size)))"
            // A frame in the window's coordinates needs no "in": the window is named after it.
            let place = container is UIWindow ? frame : "\(frame) in \(paths.of(container))"
            let around = container is UIWindow ? "the window" : paths.of(container)
            return "layout put it at \(place), wholly outside \(around) (\(size(container.bounds.size)))"
        default:
            return nil
        }
    }

    /// The fix for a view layout put out of reach: its layout, not the descriptor.
    static func layoutFix(paths: ViewPaths, _ view: UIView, _ reason: DescriptorReachability) -> String {
        let path = paths.of(view)
        if case .viewOutside(let container) = reason, !hasArea(container) {
            return "give \(paths.of(container)) a width and a height that hold \(path) (its frame or constraints); "
                + "the descriptor can stay as it is"
        }
        if case .viewOutside(let container) = reason {
            let around = container is UIWindow ? "the window" : paths.of(container)
            return "lay out \(path) inside \(around) (its frame or constraints, once \(around) has its size); "
                + "the descriptor can stay as it is"
        }
        return "give \(path) a width and a height (its frame or constraints); the descriptor can stay as it is"
    }

    /// Whether a view has a width and a height.
    private static func hasArea(_ view: UIView) -> Bool {
        view.bounds.width > 0 && view.bounds.height > 0
    }

    /// A size: "20×3".
    static func size(_ size: CGSize) -> String {
        "\(number(size.width))×\(number(size.height))"
    }

    /// A coordinate or size: whole numbers without a fraction.
    static func number(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(Double(value))
    }
}
