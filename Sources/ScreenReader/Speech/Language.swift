/// A language the screen reader speaks its own phrases in.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"

    /// The BCP 47 code: `en`.
    public var code: String { rawValue }

    /// The language for a code, ignoring case and region (`en-GB` is English).
    public init?(code: String) {
        let lowered = code.lowercased()
        guard let match = Language.allCases.first(where: {
            lowered == $0.rawValue.lowercased() || lowered.hasPrefix($0.rawValue.lowercased() + "-")
        }) else { return nil }
        self = match
    }
}
