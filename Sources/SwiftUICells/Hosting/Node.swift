/// One resolved view of the hosted tree: what it is, its attributes, its children, and the
/// frame layout gave it (in its parent node's coordinates). Made again on every evaluation;
/// the CellKit views it becomes are kept by `id`, its structural identity. A list row's
/// children are resolved when first asked for (the table shows, measures or moves the row), so
/// a state change costs the rows on screen, not every row of the list; a `ForEach`'s rows in a
/// list are one node (`.rows`), which makes each row when the table asks for it.
@MainActor
final class Node {
    enum Kind {
        case text(String)
        case image(symbol: String, label: String)
        case color(Color)
        case spacer(minLength: CGFloat?)
        case divider
        case stack(axis: Axis, alignment: CGFloat, spacing: CGFloat?)
        case zstack(Alignment)
        case grid(GridSpec)
        case padding(EdgeInsets)
        case frame(FrameSpec)
        /// Children: the content, then what is drawn behind (`background`) or in front (`overlay`).
        case layered(alignment: Alignment, behind: Bool)
        case scroll(Axis.Set)
        case button(action: () -> Void)
        case toggle(Binding<Bool>)
        case textField(TextFieldContent)
        /// Children: the label.
        case picker(PickerChoice)
        /// A `List`, with its selection when it has one.
        case list(ListSelection?)
        /// A list's section: its header (when it has one) is the first child.
        case section(hasHeader: Bool)
        case row(ListRowContext?)
        /// A `ForEach`'s rows in a list, made when its table asks for them (no children).
        case rows(ListRowRun)
    }

    /// The node's structural identity; unique in a tree (`NodeMaterializer` makes it so).
    var id: String
    var kind: Kind
    private var resolvedChildren: [Node]
    /// Makes the children on first use (a list row's content); `nil` once they are made.
    private var pendingChildren: (() -> [Node])?
    var children: [Node] {
        get {
            if let pending = pendingChildren {
                pendingChildren = nil
                resolvedChildren = pending()
            }
            return resolvedChildren
        }
        set {
            pendingChildren = nil
            resolvedChildren = newValue
        }
    }
    /// Whether the children were made (a lazy row's are made when first asked for).
    var hasResolvedChildren: Bool { pendingChildren == nil }
    var attributes = NodeAttributes()
    let environment: EnvironmentValues
    var frame = CGRect.zero

    init(id: String, kind: Kind, children: [Node] = [], environment: EnvironmentValues) {
        self.id = id
        self.kind = kind
        self.resolvedChildren = children
        self.environment = environment
    }

    /// A node whose children `resolve` makes when they are first asked for.
    init(id: String, kind: Kind, environment: EnvironmentValues, resolvingChildren resolve: @escaping () -> [Node]) {
        self.id = id
        self.kind = kind
        self.resolvedChildren = []
        self.pendingChildren = resolve
        self.environment = environment
    }

    /// Whether the node only lays out its content (padding, frames, backgrounds): its
    /// attributes belong to the content, its first child.
    var isLayoutWrapper: Bool {
        switch kind {
        case .padding, .frame, .layered: true
        default: false
        }
    }

    /// Whether the node holds other views without being read itself.
    var isContainer: Bool {
        switch kind {
        case .stack, .zstack, .grid, .scroll, .list, .section, .rows: true
        default: false
        }
    }
}

/// A frame modifier's sizes: fixed (`frame(width:height:)`) or flexible (`frame(minWidth:…)`).
struct FrameSpec {
    var width: CGFloat?
    var height: CGFloat?
    var minWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

/// What a list row knows of the `ForEach` it came from: its offset and the moves and deletes
/// the `ForEach` allows.
struct ListRowContext {
    let offset: Int
    let count: Int
    /// The `ForEach`'s move action; whether this row may move also asks its content
    /// (`moveDisabled`), which is resolved only when the table asks (`ListTableController.canMove(at:)`).
    let onMove: ((IndexSet, Int) -> Void)?
    let onDelete: ((IndexSet) -> Void)?
    /// What `onInsert` takes, and its action: the offset to insert at and the dropped items.
    var insertTypes: [String] = []
    var onInsert: ((Int, [NSItemProvider]) -> Void)?
}
