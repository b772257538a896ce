/// Why speech could not be made: a missing synthesizer, an unreadable result.
public struct SpeechError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
