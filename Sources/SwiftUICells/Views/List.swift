/// Rows in a scrolling column, as SwiftUI's `List` on iOS: CellKit's table view, each row a cell
/// VoiceOver reads as one element [sim]; a `ForEach` with `onMove` is the table's reordering by
/// drag and drop, and `onDelete` its swipe to delete. A list made with a selection binding
/// selects the row a double tap (or a tap) lands on, several at once in edit mode when the
/// binding is a set; a selected row is read "Selected".
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let content: Content
    /// The selection binding, as the table reads it; `nil` for a list without one.
    var selection: ListSelection?

    func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.isInList = true
        return [context.node(.list(selection), children: inner.rows(inner.resolve(content, at: "list")))]
    }
}

extension List where SelectionValue == Never {
    /// A list of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A list's group of rows with a header, as SwiftUI's `Section`; the header is read as a
/// heading.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never

    let header: Parent
    let content: Content
    let footer: Footer

    func resolve(in context: ResolveContext) -> [Node] {
        var outside = context
        outside.isInList = false
        var headerNodes = outside.resolve(header, at: "header")
        let hasHeader = !headerNodes.isEmpty
        if hasHeader {
            var place = outside
            place.path += "/header-box"
            let wrapped = place.node(.padding(EdgeInsets(top: 8, leading: NodeLayout.rowInset, bottom: 8, trailing: NodeLayout.rowInset)),
                                       children: [place.node(.stack(axis: .vertical, alignment: 0, spacing: nil), children: headerNodes)])
            wrapped.attributes.addedTraits = .header
            headerNodes = [wrapped]
        }
        let rows = context.rows(context.resolve(content, at: "rows"))
        var footerNodes = outside.resolve(footer, at: "footer")
        if !footerNodes.isEmpty {
            var place = outside
            place.path += "/footer-box"
            footerNodes = [place.node(.padding(EdgeInsets(top: 8, leading: NodeLayout.rowInset, bottom: 8, trailing: NodeLayout.rowInset)),
                                        children: [place.node(.stack(axis: .vertical, alignment: 0, spacing: nil), children: footerNodes)])]
        }
        return [context.node(.section(hasHeader: hasHeader), children: headerNodes + rows + footerNodes)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension Section {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section with a localized text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each identifiable element of a bound collection, given a binding to
    /// the element (iOS 15).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, given a binding to the element (iOS 15).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each identifiable element of a bound collection, with the edits
    /// `editActions` offers done on the collection itself (iOS 16).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
    }

    /// A list with a row for each element of a bound collection, identified by its property at
    /// `id`, with the edits `editActions` offers done on the collection itself (iOS 16).
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
}
