/// A `List`'s selection, as its table reads it: whether a row's tag is selected, and what a tap
/// on a row does to the binding. Made from the `List`'s `Binding<Set<SelectionValue>>` or
/// `Binding<SelectionValue?>`; a row is selectable when its tag (`tag(_:)`, or its `ForEach`'s
/// identity) is a `SelectionValue`.
@MainActor
struct ListSelection {
    /// Whether rows are selected several at once (a set) while the list is edited.
    let allowsMultiple: Bool
    /// Whether the row with this tag is selected.
    let isSelected: (AnyHashable) -> Bool
    /// Whether a row with this tag can be selected: the tag is of the selection's type.
    let accepts: (AnyHashable) -> Bool
    /// A tap on the row with this tag, the list being edited or not: selects the row alone, or,
    /// for a set while editing, adds or removes it [sim].
    let choose: (AnyHashable, _ isEditing: Bool) -> Void

    /// The selection of a list bound to a set of values.
    static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
        ListSelection(allowsMultiple: true,
                      isSelected: { tag in (tag as? Value).map { binding.wrappedValue.contains($0) } ?? false },
                      accepts: { $0 is Value },
                      choose: { tag, isEditing in
                          guard let value = tag as? Value else { return }
                          guard isEditing else {
                              binding.wrappedValue = [value]
                              return
                          }
                          var chosen = binding.wrappedValue
                          if chosen.contains(value) { chosen.remove(value) } else { chosen.insert(value) }
                          binding.wrappedValue = chosen
                      })
    }

    /// The selection of a list bound to one optional value.
    static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        ListSelection(allowsMultiple: false,
                      isSelected: { tag in (tag as? Value).map { binding.wrappedValue == $0 } ?? false },
                      accepts: { $0 is Value },
                      choose: { tag, _ in
                          guard let value = tag as? Value, binding.wrappedValue != value else { return }
                          binding.wrappedValue = value
                      })
    }
}
