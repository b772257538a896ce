// A `List` with a selection, as SwiftUI's on iOS: bound to a set (several rows while the list is
// edited) or to one optional value. A row's value is its tag (`tag(_:)`), or its `ForEach`'s
// identity; a row whose value is not of the selection's type is not selectable.
extension List {
    /// A list of the views `content` makes whose rows can be selected, several while the list is
    /// edited.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.multiple)
    }

    /// A list of the views `content` makes whose rows can be selected one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.single)
    }

    /// A list with a row for each identifiable element, selectable several while edited.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each identifiable element, selectable one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element, identified by its property at `id`, selectable
    /// several while edited.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element, identified by its property at `id`, selectable one at
    /// a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each number of a constant range, selectable several while edited.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each number of a constant range, selectable one at a time.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each identifiable element of a bound collection, selectable several
    /// while edited (iOS 15).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each identifiable element of a bound collection, selectable one at a
    /// time (iOS 15).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, selectable several while edited (iOS 15).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, selectable one at a time (iOS 15).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each identifiable element of a bound collection, with the edits
    /// `editActions` offers, selectable several while edited (iOS 16).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list with a row for each identifiable element of a bound collection, with the edits
    /// `editActions` offers, selectable one at a time (iOS 16).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, with the edits `editActions` offers, selectable several while edited (iOS 16).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, with the edits `editActions` offers, selectable one at a time (iOS 16).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
