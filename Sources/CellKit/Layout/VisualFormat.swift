import Foundation
import RotorOutput

/// CellKit's own: a string of Auto Layout's visual format language, parsed
/// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), following the
/// grammar in Apple's Auto Layout Guide:
///
///     (H:|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
///
/// A connection is nothing (the views touch), `-` (the standard spacing), or `-predicates-`;
/// a predicate is `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`, and a list of them
/// is in brackets, split by commas. Parsing reads each character once.
struct VisualFormat {
    /// A relation with a constant or another view, at a priority.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(String)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float?
    }

    /// What lies between two neighbours (views, or a view and the superview's edge).
    enum Connection {
        /// `[a][b]`: no space.
        case touching
        /// `[a]-[b]`: the standard spacing.
        case standard
        /// `[a]-8-[b]`, `[a]-(>=8@750)-[b]`.
        case predicates([Predicate])
    }

    /// A view of the format and its size's predicates.
    struct ViewTerm {
        var name: String
        var size: [Predicate]
    }

    /// Whether the format is vertical (`V:`).
    var isVertical = false
    /// The connection to the superview's leading (or top) edge, when the format starts with `|`.
    var start: Connection?
    /// The views, in order.
    var views: [ViewTerm] = []
    /// The connections between neighbouring views: one fewer than the views.
    var between: [Connection] = []
    /// The connection to the superview's trailing (or bottom) edge, when the format ends with `|`.
    var end: Connection?

    /// A parse failure: what was expected, and where (a character offset in the format).
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    /// Parses `format`, resolving metric names in `metrics`; view names are checked by the caller.
    init(parsing format: String, metrics: [String: CGFloat]) throws(Failure) {
        var reader = Reader(characters: Array(format.filter { !$0.isWhitespace }), metrics: metrics)
        if reader.peek(2) == ["H", ":"] {
            reader.advance(2)
        } else if reader.peek(2) == ["V", ":"] {
            isVertical = true
            reader.advance(2)
        }
        if reader.next == "|" {
            reader.advance()
            start = try reader.connection()
        }
        while true {
            views.append(try reader.view())
            if reader.isAtEnd { return }
            let connection = try reader.connection()
            if reader.next == "|" {
                reader.advance()
                end = connection
                guard reader.isAtEnd else { throw Failure(reason: "Expected the end of the format after the superview's '|'.", offset: reader.offset) }
                return
            }
            between.append(connection)
        }
    }

    /// Reads the format, a character at a time.
    private struct Reader {
        let characters: [Character]
        let metrics: [String: CGFloat]
        var offset = 0

        var isAtEnd: Bool { offset >= characters.count }
        var next: Character? { isAtEnd ? nil : characters[offset] }
        func peek(_ count: Int) -> ArraySlice<Character> { characters[offset..<min(characters.count, offset + count)] }
        mutating func advance(_ count: Int = 1) { offset = min(characters.count, offset + count) }

        func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: offset) }

        mutating func expect(_ character: Character, _ reason: String) throws(Failure) {
            guard next == character else { throw failure(reason) }
            advance()
        }

        /// `[name]` or `[name(predicates)]`.
        mutating func view() throws(Failure) -> ViewTerm {
            try expect("[", "Expected a '[' to open a view.")
            guard let name = identifier() else { throw failure("Expected a view's name.") }
            var size: [Predicate] = []
            if next == "(" { size = try predicateList(allowsViews: true) }
            try expect("]", "Expected a ']' to close the view.")
            return ViewTerm(name: name, size: size)
        }

        /// Nothing, `-`, or `-predicates-`, before a view or the superview's edge.
        mutating func connection() throws(Failure) -> Connection {
            guard next == "-" else {
                guard next == "[" || next == "|" else { throw failure("Expected a '-', a '[' or a '|'.") }
                return .touching
            }
            advance()
            if next == "[" || next == "|" { return .standard }
            let predicates: [Predicate]
            if next == "(" {
                predicates = try predicateList(allowsViews: false)
            } else {
                guard let constant = try simpleConstant() else { throw failure("Expected a number or a metric's name.") }
                predicates = [Predicate(relation: .equal, object: .constant(constant), priority: nil)]
            }
            try expect("-", "Expected a '-' after the spacing.")
            guard next == "[" || next == "|" else { throw failure("Expected a '[' or a '|' after the spacing.") }
            return .predicates(predicates)
        }

        /// `(predicate, predicate…)`.
        mutating func predicateList(allowsViews: Bool) throws(Failure) -> [Predicate] {
            try expect("(", "Expected a '('.")
            var predicates: [Predicate] = []
            while true {
                predicates.append(try predicate(allowsViews: allowsViews))
                if next == "," { advance(); continue }
                try expect(")", "Expected a ',' or a ')'.")
                return predicates
            }
        }

        /// `(==|<=|>=)? object (@priority)?`.
        mutating func predicate(allowsViews: Bool) throws(Failure) -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            switch peek(2) {
            case ["=", "="]: advance(2)
            case ["<", "="]: relation = .lessThanOrEqual; advance(2)
            case [">", "="]: relation = .greaterThanOrEqual; advance(2)
            default: break
            }
            let object: Predicate.Object
            if let number = number() {
                object = .constant(number)
            } else if let name = identifier() {
                if let metric = metrics[name] {
                    object = .constant(metric)
                } else if allowsViews {
                    object = .view(name)
                } else {
                    throw failure("'\(VisibleText.sanitize(name))' is not a key in the metrics dictionary.")
                }
            } else {
                throw failure("Expected a number, a metric's or a view's name.")
            }
            var priority: Float?
            if next == "@" {
                advance()
                guard let value = try simpleConstant() else { throw failure("Expected a priority after '@'.") }
                guard value > 0, value <= 1000 else { throw failure("A priority must be greater than 0 and at most 1000.") }
                priority = Float(value)
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A number or a metric's name.
        mutating func simpleConstant() throws(Failure) -> CGFloat? {
            if let number = number() { return number }
            guard let name = identifier() else { return nil }
            guard let metric = metrics[name] else { throw failure("'\(VisibleText.sanitize(name))' is not a key in the metrics dictionary.") }
            return metric
        }

        /// A number, with an optional sign and fraction.
        mutating func number() -> CGFloat? {
            let begin = offset
            var end = offset
            if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            let digitsStart = end
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
            guard end > digitsStart, let value = Double(String(characters[begin..<end])), value.isFinite else { return nil }
            offset = end
            return CGFloat(value)
        }

        /// A name: a letter or underscore, then letters, digits and underscores.
        mutating func identifier() -> String? {
            guard let first = next, first == "_" || first.isLetter else { return nil }
            var end = offset + 1
            while end < characters.count, characters[end] == "_" || characters[end].isLetter || characters[end].isNumber { end += 1 }
            let name = String(characters[offset..<end])
            offset = end
            return name
        }
    }
}
