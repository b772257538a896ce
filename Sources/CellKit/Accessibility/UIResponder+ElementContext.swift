/// CellKit's own: which containers give the elements inside them context words, so a view's kept
/// walk up (`UpwardWalk`) can keep the outermost one.
extension UIResponder {
    /// Whether VoiceOver reads context from this container for the elements inside it: a list
    /// or a landmark, a data table that answers as one, a series, or a view with the tab bar
    /// trait. The outermost such container around an element gives its context.
    package var givesElementContext: Bool {
        switch accessibilityContainerType {
        case .list, .landmark: return true
        case .dataTable where self is UIAccessibilityContainerDataTable: return true
        default: return self is AccessibilitySeries || accessibilityTraits.contains(.tabBar)
        }
    }
}
