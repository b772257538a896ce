/// Why a benchmark could not be measured (a generated scene that would not load, an operation
/// that did not do what it measures).
public struct BenchError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
