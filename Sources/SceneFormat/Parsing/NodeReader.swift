import Foundation

/// A YAML node with where it is (file, line, column, key path), and readers that turn it into
/// values or throw a `SceneError` saying what was expected there.
struct NodeReader {
    let node: SceneNode
    /// Where the node is in the scene's structure, written out only for a message.
    let keyPath: SceneKeyPath
    let file: String

    /// The key path as messages give it: `views[2].frame`.
    var path: String { keyPath.text }

    init(node: SceneNode, keyPath: SceneKeyPath, file: String) {
        self.node = node
        self.keyPath = keyPath
        self.file = file
    }

    /// A node at a path written out already.
    init(node: SceneNode, path: String, file: String) {
        self.init(node: node, keyPath: SceneKeyPath(path), file: file)
    }

    func error(_ message: String) -> SceneError {
        SceneError(file: file, line: node.line, column: node.column, keyPath: path, message: message)
    }

    /// Where this node is in the file.
    var location: SourceLocation {
        SourceLocation(line: node.line, column: node.column, keyPath: keyPath)
    }

    /// What kind of YAML value this is, for messages.
    private var kindName: String {
        switch node {
        case .scalar(let string, _, _): string.isEmpty ? "nothing" : "\"\(Echo.text(string))\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    // MARK: Structure

    /// The node as a mapping whose keys are all the schema's. An unknown key is refused with
    /// the nearest key of the schema suggested (or, when none is near, all of them, in the
    /// schema's order); a repeated key is refused.
    func mapping(_ schema: MappingSchema) throws(SceneError) -> MappingReader {
        guard case .mapping(let pairs, _, _) = node else { throw error("expected a mapping, found \(kindName)") }
        var keys: [String] = []
        keys.reserveCapacity(pairs.count)
        for (keyNode, _) in pairs {
            guard case .scalar(let key, _, _) = keyNode else {
                throw NodeReader(node: keyNode, keyPath: keyPath, file: file).error("expected a key name, found a \(keyNode.isSequence ? "list" : "mapping")")
            }
            guard schema.allows(key) else {
                let allowed = schema.names
                var message = "unknown key '\(Echo.text(key))'"
                if let nearest = NearestName.suggestion(for: key, among: allowed) {
                    message += "; did you mean '\(nearest)'?"
                } else {
                    message += "; expected one of: \(allowed.joined(separator: ", "))"
                }
                throw NodeReader(node: keyNode, keyPath: keyPath, file: file).error(message)
            }
            guard !keys.contains(key) else {
                throw NodeReader(node: keyNode, keyPath: keyPath, file: file).error("the key '\(Echo.text(key))' appears twice")
            }
            keys.append(key)
        }
        return MappingReader(reader: self, keys: keys, pairs: pairs, defaults: schema.defaults)
    }

    /// The value under `key` when this is a mapping that has it, unchecked: for a key that
    /// decides how the rest is read (the whole mapping is checked when it is read).
    func value(forKey key: String) -> NodeReader? {
        guard let value = node[key] else { return nil }
        return NodeReader(node: value, keyPath: keyPath.appending(key: key), file: file)
    }

    /// The node as a list of readers, each with its index in the key path.
    func sequence() throws(SceneError) -> NodeReaderList {
        guard case .sequence(let list, _, _) = node else { throw error("expected a list, found \(kindName)") }
        return NodeReaderList(list, keyPath: keyPath, file: file)
    }

    // MARK: Scalars

    func string() throws(SceneError) -> String {
        guard case .scalar(let string, _, _) = node else { throw error("expected text, found \(kindName)") }
        return string
    }

    /// A number within `range` (one of `NumberRange`'s). A number outside it is refused as
    /// written in the file: `1e19 is outside the range -1000000…1000000`. When `negative` is
    /// given, a number below zero is refused first, with the range from 0 and that reason:
    /// `-1 is outside the range 0…1000000: a delay cannot be negative`.
    func double(in range: ClosedRange<Double>, negative: String? = nil) throws(SceneError) -> Double {
        guard case .scalar(let string, _, _) = node, let value = Self.wholeNumber(string) ?? Double(string), !value.isNaN else {
            throw error("expected a number, found \(kindName)")
        }
        if let negative, value < 0 {
            throw error("\(Echo.text(string)) is outside the range 0…\(NumberRange.text(max(0, range.upperBound))): \(negative)")
        }
        // Infinities (`1e999` is one) are outside every range.
        guard range.contains(value) else { throw outside(string, range: NumberRange.text(range)) }
        return value
    }

    /// The value of up to 15 decimal digits, maybe after a minus sign, as `Double(_:)` reads
    /// them (exactly); `nil` for anything else, which `Double(_:)` reads. Most numbers in a
    /// scene (every frame) are such, and reading them is a tenth of the cost of the C library's.
    static func wholeNumber(_ text: String) -> Double? {
        var digits = 0, value = 0, negative = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-"), digits == 0, !negative {
                negative = true
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 15 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -Double(value) : Double(value)
    }

    /// A whole number within `range`; one outside it (even beyond `Int`) is refused as written.
    func int(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        guard case .scalar(let string, _, _) = node else { throw error("expected a whole number, found \(kindName)") }
        let rangeText = "\(range.lowerBound)…\(range.upperBound)"
        guard let value = Int(string) else {
            let digits = string.drop { $0 == "-" || $0 == "+" }
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
                throw outside(string, range: rangeText)
            }
            throw error("expected a whole number, found \(kindName)")
        }
        guard range.contains(value) else { throw outside(string, range: rangeText) }
        return value
    }

    private func outside(_ written: String, range: String) -> SceneError {
        error("\(Echo.text(written)) is outside the range \(range)")
    }

    func bool() throws(SceneError) -> Bool {
        guard case .scalar(let string, _, _) = node else { throw error("expected true or false, found \(kindName)") }
        // As written almost always: no lowercased copy (every row of a long table reads several).
        if string == "true" { return true }
        if string == "false" { return false }
        switch string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, found \(kindName)")
        }
    }

    /// One of a fixed set of words.
    func choice(_ choices: [String]) throws(SceneError) -> String {
        let value = try string()
        guard choices.contains(value) else {
            var message = "expected one of \(choices.joined(separator: ", ")), found \"\(Echo.text(value))\""
            if let nearest = NearestName.suggestion(for: value, among: choices) { message += "; did you mean '\(nearest)'?" }
            throw error(message)
        }
        return value
    }

    func stringList() throws(SceneError) -> [String] {
        try sequence().map { reader throws(SceneError) in try reader.string() }
    }

    /// A list of exactly `count` numbers, each within `range`.
    func numbers(_ count: Int, meaning: String, in range: ClosedRange<Double>) throws(SceneError) -> [Double] {
        guard case .sequence(let list, _, _) = node else {
            throw error("expected \(count) numbers (\(meaning)), found \(kindName)")
        }
        guard list.count == count else {
            throw error("expected \(count) numbers (\(meaning)), found \(list.count)")
        }
        // Read straight from the nodes (every view has a frame); any that is not a number in the
        // range is read again below, for its message.
        var values: [Double] = []
        values.reserveCapacity(count)
        for item in list {
            guard case .scalar(let string, _, _) = item, let value = Self.wholeNumber(string) ?? Double(string), !value.isNaN,
                  range.contains(value) else {
                return try self.sequence().map { reader throws(SceneError) in try reader.double(in: range) }
            }
            values.append(value)
        }
        return values
    }

    /// `[x, y, width, height]` in cells; width and height not negative.
    func rect() throws(SceneError) -> CGRect {
        // Every view has a frame: four numbers read straight into it, with no list made for them.
        if case .sequence(let list, _, _) = node, list.count == 4, let x = Self.cell(list[0]), let y = Self.cell(list[1]),
           let width = Self.cell(list[2]), let height = Self.cell(list[3]), width >= 0, height >= 0 {
            return CGRect(x: x, y: y, width: width, height: height)
        }
        let values = try numbers(4, meaning: "x, y, width, height", in: NumberRange.cells)
        if let negative = values[2...].first(where: { $0 < 0 }) {
            throw error("width and height cannot be negative: \(NumberRange.text(negative)) is outside the range "
                + "0…\(NumberRange.text(NumberRange.cells.upperBound))")
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A number in cells written as a scalar, as `numbers` reads it; `nil` for anything else,
    /// left to `numbers` for its message.
    private static func cell(_ node: SceneNode) -> Double? {
        guard case .scalar(let string, _, _) = node, let value = wholeNumber(string) ?? Double(string), !value.isNaN,
              NumberRange.cells.contains(value) else { return nil }
        return value
    }

    /// `[x, y]` in cells.
    func point() throws(SceneError) -> CGPoint {
        let values = try numbers(2, meaning: "x, y", in: NumberRange.cells)
        return CGPoint(x: values[0], y: values[1])
    }

    /// `[width, height]` in cells, both positive.
    func size() throws(SceneError) -> CGSize {
        let values = try numbers(2, meaning: "width, height", in: NumberRange.cells)
        if let bad = values.first(where: { $0 <= 0 }) {
            throw error("width and height must be more than 0 and at most \(NumberRange.text(NumberRange.cells.upperBound)); "
                + "found \(NumberRange.text(bad))")
        }
        return CGSize(width: values[0], height: values[1])
    }
}
