/// Views in rows of columns, as SwiftUI's `LazyVGrid`: each row as tall as its tallest view;
/// VoiceOver reads the views row by row. Every view is made (nothing is lazy here).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        [context.node(.grid(GridSpec(columns: columns, rowSpacing: spacing)), children: context.resolve(content, at: "grid"))]
    }
}

/// A grid's columns and the space between its rows.
@MainActor
struct GridSpec {
    let columns: [GridItem]
    let rowSpacing: CGFloat?

    /// The least width a column may take, so that no width is zero or negative.
    private static let leastColumn: CGFloat = 1
    /// The most columns an adaptive item makes, so a tiny minimum cannot make a vast grid.
    private static let mostAdaptiveColumns: CGFloat = 1000

    /// Each column's width and the space after it, at `width` (its ideal when `nil`).
    func columnWidths(at width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
        let spacingAfter = columns.map { $0.spacing ?? NodeLayout.defaultSpacing }
        let gaps = spacingAfter.dropLast().reduce(0, +)
        var fixed: CGFloat = 0
        var sharing = 0
        for column in columns {
            if case .fixed(let size) = column.size { fixed += Self.clean(size) } else { sharing += 1 }
        }
        let idealShare = columns.map { column -> CGFloat in
            switch column.size {
            case .fixed: 0
            case .flexible(let minimum, _), .adaptive(let minimum, _): Self.clean(minimum)
            }
        }.max() ?? 0
        let available = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let share = available.map { max(0, $0 - fixed - gaps) / CGFloat(max(1, sharing)) } ?? idealShare
        var result: [(width: CGFloat, spacing: CGFloat)] = []
        for (index, column) in columns.enumerated() {
            let after = spacingAfter[index]
            switch column.size {
            case .fixed(let size):
                result.append((Self.clean(size), after))
            case .flexible(let minimum, let maximum):
                result.append((Self.clamp(share, Self.clean(minimum), maximum), after))
            case .adaptive(let minimum, let maximum):
                // As many columns of at least `minimum` as fit in the share, sharing it.
                let least = max(Self.leastColumn, Self.clean(minimum))
                let fit = ((share + after) / (least + after)).rounded(.down)
                let count = fit.isFinite ? Int(min(max(fit, 1), Self.mostAdaptiveColumns)) : 1
                let each = Self.clamp((share - CGFloat(count - 1) * after) / CGFloat(count), least, maximum)
                result += Array(repeating: (each, after), count: count)
            }
        }
        return result
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    private static func clamp(_ value: CGFloat, _ least: CGFloat, _ most: CGFloat) -> CGFloat {
        let upper = most.isFinite ? max(least, most) : .greatestFiniteMagnitude
        return max(least, min(value.isFinite ? value : least, upper))
    }
}
