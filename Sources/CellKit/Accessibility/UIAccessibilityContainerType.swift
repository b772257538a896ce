/// What kind of group a container's elements form. VoiceOver says where an element sits in a
/// list ("2 of 5") and lets the Containers rotor jump between semantic groups.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none, dataTable, list, landmark, semanticGroup
}
