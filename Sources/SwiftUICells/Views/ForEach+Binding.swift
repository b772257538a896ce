extension ForEach {
    /// A view for each identifiable element of a bound collection, given a binding to the
    /// element (`ForEach($items) { $item in … }`), as SwiftUI's.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// A view for each element of a bound collection, identified by its property at `id`, given
    /// a binding to the element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        idOf = { $0.1 }
        self.content = { element in
            let index = element.0
            // The element as it was when the views were made, for a binding read after the
            // collection has lost that index (a row deleted while VoiceOver is on it).
            let made = collection[index]
            return content(Binding(get: {
                let current = data.wrappedValue
                return current.indices.contains(index) ? current[index] : made
            }, set: { newValue in
                var current = data.wrappedValue
                guard current.indices.contains(index) else { return }
                current[index] = newValue
                data.wrappedValue = current
            }))
        }
    }
}

extension ForEach {
    /// A view for each identifiable element of a bound collection, with the edits `editActions`
    /// offers done on the collection itself, as SwiftUI's (iOS 16).
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// A view for each element of a bound collection, identified by its property at `id`, with
    /// the edits `editActions` offers done on the collection itself.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(data, id: id, content: content)
        if editActions.rawValue & 1 != 0 {
            onMove = { source, destination in
                var collection = data.wrappedValue
                collection.permute(fromOffsets: source, toOffset: destination)
                data.wrappedValue = collection
            }
        }
        if editActions.rawValue & 2 != 0, let delete = Self.deleter(for: data) {
            onDelete = delete
        }
    }

    /// What deletes rows from a bound collection, when it can shrink.
    private static func deleter<C>(for data: Binding<C>) -> ((IndexSet) -> Void)? {
        guard let remove = (data as Any) as? any RemovableBinding else { return nil }
        return { remove.removeElements(atOffsets: $0) }
    }
}

/// A binding to a collection elements can be removed from: how `editActions: .delete` reaches
/// `remove(at:)` from a `ForEach` generic over any mutable collection.
private protocol RemovableBinding {
    func removeElements(atOffsets offsets: IndexSet)
}

extension Binding: RemovableBinding where Value: RangeReplaceableCollection {
    fileprivate func removeElements(atOffsets offsets: IndexSet) {
        var collection = wrappedValue
        collection.removeElements(atOffsets: offsets)
        wrappedValue = collection
    }
}
