import CellKit

/// A plain view from a scene file. Its spoken value can be made of other views' labels and
/// values (`valueFrom`), so that one element, such as the talk's contact card, speaks what its
/// wells hold.
@MainActor
final class SceneView: UIView {
    /// Views whose label and value make up this view's value when it has none of its own.
    var valueSources: [UIView] {
        get { sources.compactMap(\.view) }
        set { sources = newValue.map { ViewReference($0) } }
    }

    /// The sources, not kept alive from here: they are the scene's views, which its tree and its
    /// ids keep. A chain of 100,000 views, each keeping the next, was freed one inside the
    /// other's release and overflowed the thread's stack.
    private var sources: [ViewReference] = []

    /// How far one value gathers others' values. Sources may themselves be made of sources; a
    /// scene can chain them 100,000 long, or make each level name the next twice (its value
    /// doubling at every level). Real screens compose a few views: past these bounds the rest
    /// is left out, so speaking a value never runs out of stack or time.
    static let maximumDepth = 32, maximumSources = 1_000, maximumLength = 10_000

    override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            var visited = 0
            return composedValue(depth: 0, visited: &visited)
        }
        set { super.accessibilityValue = newValue }
    }

    /// The value set on this view itself, if any.
    private var ownValue: String? { super.accessibilityValue }

    private func composedValue(depth: Int, visited: inout Int) -> String? {
        var parts: [String] = []
        var length = 0
        // The references, read one by one: the bounds below stop the loop, so a list of millions
        // costs no more than they allow.
        for reference in sources {
            guard visited < Self.maximumSources, length < Self.maximumLength else { break }
            visited += 1
            guard let source = reference.view else { continue }
            let value: String?
            if let composed = source as? SceneView, composed.ownValue == nil {
                value = depth < Self.maximumDepth ? composed.composedValue(depth: depth + 1, visited: &visited) : nil
            } else {
                value = source.accessibilityValue
            }
            guard let value, !value.isEmpty else { continue }
            let part: String
            if let label = source.accessibilityLabel, !label.isEmpty { part = "\(label), \(value)" } else { part = value }
            parts.append(part)
            length += part.utf8.count
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
