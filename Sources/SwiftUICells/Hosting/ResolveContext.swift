import Observation

/// Where a view is being resolved: its host, its structural identity (`path`) and what its
/// ancestors passed down.
@MainActor
struct ResolveContext {
    let host: HostState
    var path: String
    var environment: EnvironmentValues
    /// Whether views made here are a list's rows (a `ForEach` in a `List` makes a row of each).
    var isInList = false

    /// The nodes of `view`, a child of this position at `component`.
    func resolve(_ view: any View, at component: String) -> [Node] {
        var child = self
        child.path = path + "/" + component
        return child.resolveHere(view)
    }

    /// The nodes of `view` at this position.
    func resolveHere(_ view: any View) -> [Node] {
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: self)
        }
        return resolveComposite(view)
    }

    private func resolveComposite<V: View>(_ view: V) -> [Node] {
        host.link(view, at: path, environment: environment)
        let body = view.body
        return resolve(body, at: String(describing: V.self))
    }

    /// `nodes` as a list's rows: a view that is not a row or a section becomes a row of its own.
    func rows(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            switch node.kind {
            case .row, .rows, .section: node
            default: Node(id: node.id + "/row", kind: .row(nil), children: [node], environment: node.environment)
            }
        }
    }

    /// A node of `kind` at this position.
    func node(_ kind: Node.Kind, children: [Node] = []) -> Node {
        Node(id: path, kind: kind, children: children, environment: environment)
    }
}
