/// Lays out resolved nodes by SwiftUI's rules, in points: a parent proposes a size, the child
/// chooses its own, the parent places it. Text is measured as CellKit's labels measure it, a
/// character a column and a line a row of the screen's cells.
@MainActor
struct NodeLayout {
    let metrics: CellMetrics
    /// Sizes already asked for, by node and proposal: a stack asks each child several times.
    private var sizes: [ObjectIdentifier: [ProposedSize: CGSize]] = [:]

    /// SwiftUI's default spacing between the views of a stack, and its default padding.
    static let defaultSpacing: CGFloat = 8
    static let defaultPadding: CGFloat = 16
    /// A list row's least height and its content's inset from the sides, as UIKit's table rows.
    static let rowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    /// The ideal size of a colour or shape that is offered none, as SwiftUI's.
    static let idealShape: CGFloat = 10
    /// What a stack offers a child to learn how large it can grow.
    static let largestOffer: CGFloat = 1_000_000

    init(metrics: CellMetrics) {
        self.metrics = metrics
    }

    /// The size `node` chooses when offered `proposal`.
    mutating func size(of node: Node, proposed proposal: ProposedSize) -> CGSize {
        let key = ObjectIdentifier(node)
        if let known = sizes[key]?[proposal] { return known }
        let size = measure(node, proposal)
        sizes[key, default: [:]][proposal] = size
        return size
    }

    private mutating func measure(_ node: Node, _ proposal: ProposedSize) -> CGSize {
        switch node.kind {
        case .text(let text):
            return textSize(text, width: proposal.width)
        case .image:
            return CGSize(width: metrics.width(ofColumns: 2), height: metrics.height(ofRows: 1))
        case .color:
            return CGSize(width: finite(proposal.width) ?? Self.idealShape, height: finite(proposal.height) ?? Self.idealShape)
        case .spacer(let minLength):
            // Outside a stack a spacer takes what it is offered, or its least length.
            let least = minLength ?? Self.defaultSpacing
            return CGSize(width: max(least, finite(proposal.width) ?? least), height: max(0, finite(proposal.height) ?? 0))
        case .divider:
            return CGSize(width: finite(proposal.width) ?? 0, height: 1)
        case .stack(let axis, _, let spacing):
            return stackSize(node, axis: axis, spacing: spacing, proposal)
        case .grid(let spec):
            let columns = spec.columnWidths(at: proposal.width)
            let heights = gridRowHeights(node, columns: columns)
            let rows = heights.reduce(0, +) + CGFloat(max(0, heights.count - 1)) * (spec.rowSpacing ?? Self.defaultSpacing)
            let width = columns.map(\.width).reduce(0, +) + columns.dropLast().map(\.spacing).reduce(0, +)
            return CGSize(width: finite(proposal.width) ?? width, height: rows)
        case .zstack, .button, .row:
            var result = CGSize.zero
            for child in node.children {
                let size = self.size(of: child, proposed: proposal)
                result = CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
            }
            if case .row = node.kind {
                result.width = finite(proposal.width) ?? result.width + 2 * Self.rowInset
                result.height = max(Self.rowHeight, result.height)
            }
            return result
        case .toggle:
            // The label, the switch's two columns and the space between.
            let label = node.children.first.map { size(of: $0, proposed: .unspecified) } ?? .zero
            let width = label.width + Self.defaultSpacing + metrics.width(ofColumns: 6)
            return CGSize(width: max(width, finite(proposal.width) ?? width), height: max(label.height, metrics.height(ofRows: 1)))
        case .textField(let field):
            // A field takes the width it is offered, one line high.
            let shown = field.text.wrappedValue.isEmpty ? field.placeholder : field.text.wrappedValue
            let width = finite(proposal.width) ?? metrics.width(ofColumns: max(1, CharacterWidth.of(shown)))
            return CGSize(width: width, height: metrics.height(ofRows: 1))
        case .picker(let choice):
            // The label, then the selected option's text.
            let label = node.children.first.map { size(of: $0, proposed: .unspecified) } ?? .zero
            let width = label.width + Self.defaultSpacing + metrics.width(ofColumns: CharacterWidth.of(choice.value ?? ""))
            return CGSize(width: max(width, finite(proposal.width) ?? width), height: max(label.height, metrics.height(ofRows: 1)))
        case .padding(let insets):
            guard let child = node.children.first else { return .zero }
            let inner = size(of: child, proposed: proposal.inset(by: insets))
            return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .frame(let spec):
            return frameSize(node, spec, proposal)
        case .layered:
            return node.children.first.map { size(of: $0, proposed: proposal) } ?? .zero
        case .scroll, .list:
            // A list offered a height takes it without measuring its rows (which would resolve
            // every one of them); its table measures the rows it shows.
            if case .list = node.kind, let width = finite(proposal.width), let height = finite(proposal.height) {
                return CGSize(width: width, height: height)
            }
            let content = listOrScrollContent(node, width: proposal.width)
            return CGSize(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
        case .section:
            return stackSize(node, axis: .vertical, spacing: 0, proposal)
        case .rows(let run):
            // Only a list offered no height measures a `ForEach`'s rows, every one of them.
            var content = CGSize.zero
            for index in 0..<run.count {
                let row = size(of: run.row(at: index), proposed: ProposedSize(width: proposal.width, height: nil))
                content.width = max(content.width, row.width)
                content.height += row.height
            }
            return CGSize(width: finite(proposal.width) ?? content.width, height: content.height)
        }
    }

    /// The height of each row of a grid: its tallest view at its column's width.
    private mutating func gridRowHeights(_ node: Node, columns: [(width: CGFloat, spacing: CGFloat)]) -> [CGFloat] {
        guard !columns.isEmpty else { return [] }
        var heights: [CGFloat] = []
        for (index, child) in node.children.enumerated() {
            let column = index % columns.count
            let height = size(of: child, proposed: ProposedSize(width: columns[column].width, height: nil)).height
            if column == 0 { heights.append(height) } else if let last = heights.last { heights[heights.count - 1] = max(last, height) }
        }
        return heights
    }

    private func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return max(0, value)
    }

    private func textSize(_ text: String, width: CGFloat?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let columns = finite(width).map { metrics.wholeColumns($0) } ?? 0
        let lines = TextWrapper.wrap(text, width: columns < 1 ? Int.max : columns)
        let widest = lines.map { CharacterWidth.of($0) }.max() ?? 0
        return CGSize(width: metrics.width(ofColumns: widest), height: metrics.height(ofRows: max(1, lines.count)))
    }

    /// SwiftUI's stack: the spacing comes off first, then each child in turn, least flexible
    /// first, is offered an equal share of what is left.
    private mutating func stackSize(_ node: Node, axis: Axis, spacing: CGFloat?, _ proposal: ProposedSize) -> CGSize {
        let lengths = stackLengths(node, axis: axis, spacing: spacing, proposal)
        let gaps = spacingTotal(node, spacing)
        var along = gaps
        var across: CGFloat = 0
        for (index, child) in node.children.enumerated() {
            var offer = proposal
            offer[axis] = lengths[index]
            let size = self.size(of: child, proposed: offer)
            along += size[axis]
            across = max(across, size[axis.other])
        }
        return CGSize(axis, along: along, across: across)
    }

    private func spacingTotal(_ node: Node, _ spacing: CGFloat?) -> CGFloat {
        CGFloat(max(0, node.children.count - 1)) * (spacing ?? Self.defaultSpacing)
    }

    /// The length along `axis` offered to each child.
    mutating func stackLengths(_ node: Node, axis: Axis, spacing: CGFloat?, _ proposal: ProposedSize) -> [CGFloat?] {
        guard let available = finite(proposal[axis]) else { return node.children.map { _ in nil } }
        var remaining = max(0, available - spacingTotal(node, spacing))
        // Flexibility: the difference between the largest and least lengths a child takes.
        let flexibility: [(index: Int, range: CGFloat)] = node.children.enumerated().map { index, child in
            var least = proposal
            least[axis] = 0
            // The largest length offered is large and finite, so a spacer or a colour (which take
            // all they are offered) are the most flexible, and nothing sums to infinity.
            var most = proposal
            most[axis] = Self.largestOffer
            let range = size(of: child, proposed: most)[axis] - size(of: child, proposed: least)[axis]
            return (index, range.isFinite ? range : .greatestFiniteMagnitude)
        }
        var lengths = [CGFloat?](repeating: nil, count: node.children.count)
        var left = node.children.count
        for entry in flexibility.sorted(by: { $0.range < $1.range }) {
            let share = remaining / CGFloat(max(1, left))
            var offer = proposal
            offer[axis] = share
            lengths[entry.index] = share
            let taken = size(of: node.children[entry.index], proposed: offer)[axis]
            remaining = max(0, remaining - taken)
            left -= 1
        }
        return lengths
    }

    private mutating func frameSize(_ node: Node, _ spec: FrameSpec, _ proposal: ProposedSize) -> CGSize {
        guard let child = node.children.first else { return .zero }
        var offer = proposal
        for axis in [Axis.horizontal, .vertical] {
            let fixed = finite(axis == .horizontal ? spec.width : spec.height)
            let least = finite(axis == .horizontal ? spec.minWidth : spec.minHeight)
            let most = axis == .horizontal ? spec.maxWidth : spec.maxHeight
            if let fixed {
                offer[axis] = fixed
            } else if least != nil || most != nil, let proposed = proposal[axis] {
                offer[axis] = min(max(proposed, least ?? 0), most ?? .infinity)
            }
        }
        let inner = size(of: child, proposed: offer)
        var result = inner
        for axis in [Axis.horizontal, .vertical] {
            let fixed = finite(axis == .horizontal ? spec.width : spec.height)
            let least = finite(axis == .horizontal ? spec.minWidth : spec.minHeight)
            let most = axis == .horizontal ? spec.maxWidth : spec.maxHeight
            if let fixed {
                result[axis] = fixed
            } else if least != nil || most != nil {
                // A flexible frame takes what is offered, within its bounds, or hugs its content.
                let wanted = finite(proposal[axis]) ?? inner[axis]
                let upper = finite(most) ?? (most == nil ? inner[axis] : wanted)
                result[axis] = max(least ?? inner[axis], min(wanted, max(upper, least ?? 0)))
                if most == nil, least != nil { result[axis] = max(least ?? 0, inner[axis]) }
            }
        }
        return result
    }

    /// The size a scroll view's or list's content takes at `width`, unbounded along its length.
    mutating func listOrScrollContent(_ node: Node, width: CGFloat?) -> CGSize {
        var size = CGSize.zero
        for child in node.children {
            let childSize = self.size(of: child, proposed: ProposedSize(width: width, height: nil))
            size.width = max(size.width, childSize.width)
            size.height += childSize.height
        }
        return size
    }

    // MARK: Placing

    /// Gives `node` the frame `rect` (in its parent's coordinates) and places its children
    /// inside it.
    mutating func place(_ node: Node, in rect: CGRect) {
        node.frame = rect
        let bounds = CGSize(width: rect.width, height: rect.height)
        switch node.kind {
        case .stack(let axis, let alignment, let spacing):
            placeStack(node, axis: axis, alignment: alignment, spacing: spacing, in: bounds)
        case .section:
            placeStack(node, axis: .vertical, alignment: 0, spacing: 0, in: bounds)
        case .grid(let spec):
            let columns = spec.columnWidths(at: bounds.width)
            guard !columns.isEmpty else { return }
            let heights = gridRowHeights(node, columns: columns)
            let used = columns.map(\.width).reduce(0, +) + columns.dropLast().map(\.spacing).reduce(0, +)
            var y: CGFloat = 0
            var x = max(0, (bounds.width - used) / 2)
            for (index, child) in node.children.enumerated() {
                let column = index % columns.count
                let row = index / columns.count
                if column == 0, row > 0 {
                    y += heights[row - 1] + (spec.rowSpacing ?? Self.defaultSpacing)
                    x = max(0, (bounds.width - used) / 2)
                }
                let cell = CGSize(width: columns[column].width, height: heights.indices.contains(row) ? heights[row] : 0)
                let size = self.size(of: child, proposed: ProposedSize(width: cell.width, height: nil))
                let origin = Alignment.center.origin(of: size, in: cell)
                place(child, in: CGRect(x: x + origin.x, y: y + origin.y, width: size.width, height: size.height))
                x += columns[column].width + columns[column].spacing
            }
        case .zstack(let alignment):
            for child in node.children {
                let size = self.size(of: child, proposed: ProposedSize(bounds))
                place(child, in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
            }
        case .button:
            for child in node.children {
                let size = self.size(of: child, proposed: ProposedSize(bounds))
                place(child, in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
            }
        case .row:
            let inner = CGSize(width: max(0, bounds.width - 2 * Self.rowInset), height: bounds.height)
            for child in node.children {
                let size = self.size(of: child, proposed: ProposedSize(inner))
                let origin = Alignment.leading.origin(of: size, in: inner)
                place(child, in: CGRect(x: origin.x + Self.rowInset, y: origin.y, width: size.width, height: size.height))
            }
        case .toggle, .picker:
            if let label = node.children.first {
                let size = self.size(of: label, proposed: .unspecified)
                place(label, in: CGRect(origin: Alignment.leading.origin(of: size, in: bounds), size: size))
            }
        case .padding(let insets):
            guard let child = node.children.first else { return }
            let inner = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                               height: max(0, bounds.height - insets.top - insets.bottom))
            let size = self.size(of: child, proposed: ProposedSize(inner.size))
            place(child, in: CGRect(origin: CGPoint(x: inner.minX + Alignment.center.origin(of: size, in: inner.size).x,
                                                    y: inner.minY + Alignment.center.origin(of: size, in: inner.size).y), size: size))
        case .frame(let spec):
            guard let child = node.children.first else { return }
            let size = self.size(of: child, proposed: ProposedSize(bounds))
            place(child, in: CGRect(origin: spec.alignment.origin(of: size, in: bounds), size: size))
        case .layered(let alignment, _):
            guard let content = node.children.first else { return }
            place(content, in: CGRect(origin: .zero, size: bounds))
            for layer in node.children.dropFirst() {
                let size = self.size(of: layer, proposed: ProposedSize(bounds))
                place(layer, in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
            }
        case .list, .rows:
            // The table places its rows in its cells (`ListTableController`).
            break
        case .scroll:
            var y: CGFloat = 0
            for child in node.children {
                let size = self.size(of: child, proposed: ProposedSize(width: bounds.width, height: nil))
                place(child, in: CGRect(x: 0, y: y, width: bounds.width, height: size.height))
                y += size.height
            }
        case .text, .image, .color, .spacer, .divider, .textField:
            break
        }
    }

    private mutating func placeStack(_ node: Node, axis: Axis, alignment: CGFloat, spacing: CGFloat?, in bounds: CGSize) {
        let lengths = stackLengths(node, axis: axis, spacing: spacing, ProposedSize(bounds))
        var along: CGFloat = 0
        for (index, child) in node.children.enumerated() {
            var offer = ProposedSize(bounds)
            offer[axis] = lengths[index]
            var size = self.size(of: child, proposed: offer)
            if case .divider = child.kind, axis == .horizontal {
                size = CGSize(width: 1, height: bounds.height)
            }
            let across = (bounds[axis.other] - size[axis.other]) * alignment
            let origin = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
            place(child, in: CGRect(origin: origin, size: size))
            along += size[axis] + (spacing ?? Self.defaultSpacing)
        }
    }
}
