/// A stack of screens with a bar, as SwiftUI's `NavigationStack` on iOS: the bar shows the top
/// page's `navigationTitle` (read as a heading), its `toolbar` items, and a back button when a
/// `NavigationLink` pushed a page, read "‹previous title›. Back Button." as UIKit's; the page
/// below fills the rest. Pages are kept in the hosted tree, not as view controllers [sim].
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never

    let root: Root
    /// The bound path of `init(path:root:)`, as the model reads and changes it.
    let path: NavigationModel.BoundPath?

    /// A stack whose first page is `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pages above `root` are the values of `path`, each shown as its type's
    /// `navigationDestination`: a `NavigationLink(value:)` appends to it, the back button
    /// removes its last value, and changing it pushes or pops pages.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationModel.BoundPath(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.append($0); return true },
            removeLast: { path.wrappedValue.removeLast() })
    }

    /// A stack whose pages above `root` are the elements of `path` (SwiftUI's typed path): a
    /// `NavigationLink(value:)` whose value is not an element's type pushes nothing.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationModel.BoundPath(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }

    /// The height of the bar, as UIKit's navigation bar.
    static var barHeight: CGFloat { 44 }

    func resolve(in context: ResolveContext) -> [Node] {
        let key = context.path + ".navigation"
        let model: NavigationModel
        if let kept = context.host.storage(for: key) as? NavigationModel {
            model = kept
        } else {
            model = NavigationModel(host: context.host)
            context.host.keep(model, for: key)
        }
        model.boundPath = path
        // Every page is resolved, the root first, the pages under the top one too: they keep
        // their state, register the destinations of the pages above them, and hand a page they
        // pushed its new view, so a pushed page follows the state it was made from. Only the
        // top page's views are shown.
        model.destinations = [:]
        let pages = model.pages
        let depth = pages.count
        var scope = NavigationScope(model: model)
        var page: [Node] = []
        for level in 0...depth {
            scope = NavigationScope(model: model)
            var inner = context
            inner.environment.navigation = scope
            if level > 0 {
                inner.environment.dismiss = DismissAction { model.pop() }
            }
            if level == 0 {
                page = inner.resolve(root, at: "root")
            } else {
                let current = model.pages
                guard current.indices.contains(level - 1) else { break }
                switch current[level - 1] {
                case .view(let view):
                    page = inner.resolve(view, at: "page\(level)")
                case .value(let value):
                    // A value with no destination shows an empty page, as SwiftUI's does.
                    let view = model.destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(EmptyView())
                    page = inner.resolve(view, at: "page\(level)")
                }
            }
            model.titles[level] = scope.title
        }
        var place = context
        place.path += "/bar"
        place.environment.navigation = nil
        var bar: [Node] = []
        if depth > 0 {
            var back = place
            back.path += "/back"
            let previous = model.titles[depth - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            let button = back.node(.button(action: { model.pop() }), children: [back.node(.text("‹ " + previous))])
            button.attributes.label = previous
            button.attributes.addedTraits = .backButton
            button.attributes.removedTraits = .button
            bar.append(button)
        }
        bar += Self.items(scope, in: place, where: \.isLeading)
        if let title = scope.title, !title.isEmpty {
            var heading = place
            heading.path += "/title"
            let text = heading.node(.text(title))
            text.attributes.addedTraits = .header
            bar.append(text)
        }
        var gap = place
        gap.path += "/gap"
        bar.append(gap.node(.spacer(minLength: nil)))
        bar += Self.items(scope, in: place, where: \.isTrailing)
        let barStack = place.node(.stack(axis: .horizontal, alignment: 0.5, spacing: nil), children: bar)
        var framed = place
        framed.path += "/frame"
        let barNode = framed.node(.frame(FrameSpec(height: Self.barHeight, maxWidth: .infinity, alignment: .leading)),
                                  children: [framed.node(.padding(EdgeInsets(top: 0, leading: NodeLayout.rowInset, bottom: 0,
                                                                               trailing: NodeLayout.rowInset)), children: [barStack])])
        var body = context
        body.path += "/page"
        let pageNode = body.node(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)),
                                 children: [body.node(.stack(axis: .vertical, alignment: 0.5, spacing: nil), children: page)])
        var bottom = Self.items(scope, in: place, where: \.isBottom)
        if !bottom.isEmpty {
            var bottomPlace = place
            bottomPlace.path += "/bottom"
            bottom = [bottomPlace.node(.stack(axis: .horizontal, alignment: 0.5, spacing: nil), children: bottom)]
        }
        return [context.node(.stack(axis: .vertical, alignment: 0, spacing: 0), children: [barNode, pageNode] + bottom)]
    }

    /// The nodes of the toolbar items placed where `placed` says.
    private static func items(_ scope: NavigationScope, in context: ResolveContext,
                              where placed: (ToolbarItemPlacement) -> Bool) -> [Node] {
        scope.toolbar.enumerated().filter { placed($0.element.placement) }.flatMap { index, item in
            context.resolve(item.view, at: "item\(index)")
        }
    }
}
