import CellKit

extension ScreenReader {
    /// Where an element sits in the container that gives it its context (a tab bar, a
    /// segmented control, a list, a landmark, a data table), as VoiceOver says it after the
    /// element's trait words; `nil` for an element in none.
    public func context(of element: AccessibleElement) -> ElementContext? {
        snapshot.context(of: element)
    }
}
