/// The body of a view SwiftUI draws itself (`Text`, stacks), and of a built-in transfer
/// representation: never asked for. `Never` is a view, a representation and transferable, as in
/// SwiftUI and Core Transferable.
extension Never: View, TransferRepresentation, Transferable {
    public typealias Body = Never
    public typealias Item = Never
    public typealias Representation = Never

    nonisolated public var body: Never {
        return fatalError("Never has no body")
    }

    public static var transferRepresentation: Never {
        fatalError("Never has no representation")
    }
}
