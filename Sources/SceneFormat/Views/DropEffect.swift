/// What a declarative drop does with the strings it loads.
enum DropEffect: String, Sendable, CaseIterable {
    /// The view's content becomes the first dropped string.
    case replace
    /// The dropped strings are added after the view's items.
    case append
}
