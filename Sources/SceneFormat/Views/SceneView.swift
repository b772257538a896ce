import CellKit

/// A plain view from a scene file. Its spoken value can be made of other views' labels and
/// values (`valueFrom`), so that one element, such as the talk's contact card, speaks what its
/// wells hold.
@MainActor
public final class SceneView: UIView {
    /// Views whose label and value make up this view's value when it has none of its own.
    public var valueSources: [UIView] = []

    public override var accessibilityValue: String? {
        get {
            if let own = super.accessibilityValue { return own }
            let parts = valueSources.compactMap { source -> String? in
                guard let value = source.accessibilityValue, !value.isEmpty else { return nil }
                guard let label = source.accessibilityLabel, !label.isEmpty else { return value }
                return "\(label), \(value)"
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }
        set { super.accessibilityValue = newValue }
    }
}
