/// A view the resolver turns into nodes itself rather than through `body`: every primitive view
/// of the subset (text, stacks, modified content).
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [Node]
}

/// A view whose body is `Never`: SwiftUI's primitive views.
extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
