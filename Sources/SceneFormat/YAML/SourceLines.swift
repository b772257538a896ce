/// The lines of a text from a given (1-based) line on, each as Unicode scalars, made as they
/// are asked for: a script at the end of a long scene does not split the whole file.
struct SourceLines {
    private let scalars: String.UnicodeScalarView
    private var position: String.UnicodeScalarView.Index

    init(_ text: String, from line: Int) {
        scalars = text.unicodeScalars
        position = scalars.startIndex
        var skipped = 1
        while skipped < line, position < scalars.endIndex {
            if scalars[position] == "\n" { skipped += 1 }
            position = scalars.index(after: position)
        }
        if skipped < line { position = scalars.endIndex }
    }

    mutating func next() -> [Unicode.Scalar]? {
        guard position < scalars.endIndex else { return nil }
        var line: [Unicode.Scalar] = []
        while position < scalars.endIndex, scalars[position] != "\n" {
            line.append(scalars[position])
            position = scalars.index(after: position)
        }
        if position < scalars.endIndex { position = scalars.index(after: position) }
        if line.last == "\r" { line.removeLast() }
        return line
    }
}
