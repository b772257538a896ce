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
