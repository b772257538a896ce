#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A piece of the scene file being written: text (always quoted), a bare word or number, a list
/// or a mapping. Mappings keep their keys in the order they were added, and an entry may carry
/// a comment that the file shows after it.
enum YAMLNode: Equatable {
    /// Text from the screen or the caller: written double-quoted, every character escaped that
    /// YAML would read otherwise.
    case text(String)
    /// A word the capture chooses (a type, a number, `true`): written as it is.
    case bare(String)
    case list([YAMLNode], flow: Bool)
    case mapping([YAMLEntry], flow: Bool)

    static func number(_ value: CGFloat) -> YAMLNode { .bare(YAMLNumber.text(Double(value))) }
    static func number(_ value: Double) -> YAMLNode { .bare(YAMLNumber.text(value)) }
    static func bool(_ value: Bool) -> YAMLNode { .bare(value ? "true" : "false") }
    static func numbers(_ values: [CGFloat]) -> YAMLNode { .list(values.map { .number($0) }, flow: true) }
    static func texts(_ values: [String]) -> YAMLNode { .list(values.map { .text($0) }, flow: false) }

    /// Whether a comment is on an entry inside the node.
    var hasComment: Bool {
        switch self {
        case .list(let items, _): items.contains { $0.hasComment }
        case .mapping(let entries, _): entries.contains(where: \.hasComment)
        default: false
        }
    }

    /// The node with each text that reads back the same unquoted written as it is
    /// (`YAMLQuoting.isPlain`).
    var plainWherePossible: YAMLNode {
        switch self {
        case .text(let text): YAMLQuoting.isPlain(text) ? .bare(text) : self
        case .bare: self
        // A list of bare words (a frame's numbers, most lists on a view's line) is as it is:
        // kept, not copied.
        case .list(let items, _) where items.allSatisfy(\.isBare): self
        case .list(let items, let flow): .list(items.map(\.plainWherePossible), flow: flow)
        case .mapping(let entries, let flow): .mapping(entries.map(\.plainWherePossible), flow: flow)
        }
    }

    /// Whether the node is a bare word.
    var isBare: Bool {
        if case .bare = self { true } else { false }
    }

    /// Whether the node has nothing in it: `[]` or `{}`.
    var isEmptyCollection: Bool {
        switch self {
        case .list(let items, _): items.isEmpty
        case .mapping(let entries, _): entries.isEmpty
        default: false
        }
    }
}

/// One key of a mapping, its value, and what the file says about it.
struct YAMLEntry: Equatable {
    let key: String
    let value: YAMLNode
    /// Shown as `# comment` after the entry (on its line, or its first line).
    var comment: String?

    init(_ key: String, _ value: YAMLNode, comment: String? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
    }

    /// Whether the entry, or one inside its value, has a comment.
    var hasComment: Bool { comment != nil || value.hasComment }

    /// The entry with its value's plain text unquoted (`YAMLNode.plainWherePossible`).
    var plainWherePossible: YAMLEntry { YAMLEntry(key, value.plainWherePossible, comment: comment) }
}
