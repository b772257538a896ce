/// Why a benchmark could not be measured (a generated scene that would not load, an operation
/// that did not do what it measures).
package struct BenchError: Error, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
