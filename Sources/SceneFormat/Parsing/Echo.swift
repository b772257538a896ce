/// Text from a scene or a script quoted back in a message (an unknown key, type, id, gesture or
/// value), cut so that the message stays one readable line however long the text is.
///
/// Only the length is handled here; control characters are made visible where messages are
/// written out.
public enum Echo {
    /// The most characters (Unicode scalars) of scene text a message quotes.
    public static let maximumLength = 60

    /// `text` whole when it is at most `maximumLength` long, else its first `maximumLength`
    /// characters and "…". Counted in Unicode scalars, so a single character built of a
    /// million combining marks is cut too.
    public static func text(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maximumLength, limitedBy: scalars.endIndex),
              end != scalars.endIndex else {
            return String(text)
        }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars[..<end])
        return String(cut) + "…"
    }
}
