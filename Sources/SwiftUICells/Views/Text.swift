/// A line of text, as SwiftUI's `Text`: one element VoiceOver reads as static text.
public struct Text: View, Equatable, Sendable, PrimitiveView {
    public typealias Body = Never

    let content: String
    var textFont: Font?

    // The initialisers are nonisolated, as SwiftUI's: a text is made anywhere (a static key's label).

    /// Text shown as it is written (not looked up in a strings table).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text from a literal; Rotor has no strings tables, so the key is the text.
    nonisolated public init(_ key: LocalizedStringKey) {
        content = key.key
    }

    /// Text from a resource (iOS 16): its text, as Rotor has no strings tables. Disfavoured so
    /// that a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    nonisolated public init(_ resource: LocalizedStringResource) {
        content = resource.spoken
    }

    /// Text shown as written.
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [Node] {
        var inner = context
        if let textFont { inner.environment.font = textFont }
        return [inner.node(.text(content))]
    }

    /// This text, bold.
    public func bold() -> Text {
        var text = self
        text.textFont = (textFont ?? .body).bold()
        return text
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.textFont = font
        return text
    }

    /// This text at `weight`: a bold weight draws it bold.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        if let weight { text.textFont = (textFont ?? .body).weight(weight) }
        return text
    }

    /// Two texts run together.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    /// The text, for VoiceOver and for descriptions.
    var string: String { content }
}

/// A key into a strings table, as SwiftUI's `LocalizedStringKey`; Rotor has no tables, so the
/// key is the text, interpolations and all.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    /// Literal text and interpolated values, written as they print.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }
    }
}
