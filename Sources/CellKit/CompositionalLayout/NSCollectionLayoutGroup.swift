import Foundation

/// Items (or groups) laid out along a line, across (`horizontal`) or down (`vertical`).
///
/// A group made with `subitems:` repeats its subitems, in order, while the next one still fits
/// in the group's length, as UIKit's grid examples rely on (one `.fractionalWidth(0.2)` item
/// fills a full-width group with five). A group made with `subitem:count:` holds exactly
/// `count` items sharing its length equally; one made with `repeatingSubitem:count:` holds
/// `count` items of the subitem's own size. Subitems' fractional dimensions are fractions of
/// the group's size. [sim] `count` is taken within `1...maximumCount` and a group holds at
/// most `maximumCount` items, so no input can make a group without end.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case fill, equalCount(Int), repeating(Int) }

    /// The most items one group places.
    static let maximumCount = 1000

    public let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    let arrangement: Arrangement
    /// The space between neighbouring subitems along the group's line.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, arrangement: Arrangement) {
        self.subitems = subitems
        self.isHorizontal = horizontal
        self.arrangement = arrangement
        super.init(size: size)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(size: layoutSize, subitems: subitems, horizontal: true, arrangement: .fill)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(size: layoutSize, subitems: [subitem], horizontal: true, arrangement: .equalCount(count))
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(size: layoutSize, subitems: [subitem], horizontal: true, arrangement: .repeating(count))
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(size: layoutSize, subitems: subitems, horizontal: false, arrangement: .fill)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(size: layoutSize, subitems: [subitem], horizontal: false, arrangement: .equalCount(count))
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(size: layoutSize, subitems: [subitem], horizontal: false, arrangement: .repeating(count))
    }

    /// The frames of the cells this group holds, in order, inside `area` (the group's frame
    /// less its content insets), unrounded. `budget` is how many more cells may be placed.
    func leafFrames(in area: CGRect, budget: inout Int) -> [CGRect] {
        let length = isHorizontal ? area.width : area.height
        let gap = CompositionalGeometry.clamped(interItemSpacing?.spacing ?? 0)
        // Each placed subitem with its size along and across the line.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        switch arrangement {
        case .fill:
            guard !subitems.isEmpty else { return [] }
            var index = 0
            while placed.count < min(Self.maximumCount, budget) {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: area.size)
                let edges = item.edgeSpacing?.spaces(horizontal: isHorizontal)
                let along = (isHorizontal ? size.width : size.height) + (edges.map { $0.before + $0.after } ?? 0)
                let needed = placed.isEmpty ? along : used + gap + along
                // The first always goes in; later ones while they fit (a hair of slack for
                // fractions that add up to the whole).
                if !placed.isEmpty, needed > length + 0.0001 { break }
                placed.append((item, size))
                used = needed
                index += 1
                // A round of subitems that takes no length would repeat for ever.
                if index % subitems.count == 0, used == 0 { break }
            }
        case .equalCount(let count), .repeating(let count):
            guard let item = subitems.first else { return [] }
            let count = min(max(1, count), Self.maximumCount, max(1, budget))
            var size = item.layoutSize.resolved(in: area.size)
            let edges = item.edgeSpacing?.spaces(horizontal: isHorizontal)
            let around = edges.map { $0.before + $0.after } ?? 0
            if case .equalCount = arrangement {
                let share = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count) - around)
                if isHorizontal { size.width = share } else { size.height = share }
            }
            placed = Array(repeating: (item, size), count: count)
            used = ((isHorizontal ? size.width : size.height) + around) * CGFloat(count) + gap * CGFloat(count - 1)
        }
        var spacing = gap
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1, length > used {
            spacing += (length - used) / CGFloat(placed.count - 1)
        }
        var frames: [CGRect] = []
        var offset: CGFloat = 0
        for (item, size) in placed {
            // Edge spacing keeps room before and after the item along the line, and moves it
            // across the line from the group's edge.
            let edges = item.edgeSpacing?.spaces(horizontal: isHorizontal) ?? (before: 0, after: 0, across: 0)
            offset += edges.before
            let origin = isHorizontal ? CGPoint(x: area.minX + offset, y: area.minY + edges.across)
                : CGPoint(x: area.minX + edges.across, y: area.minY + offset)
            let slot = CGRect(origin: origin, size: size)
            frames += CompositionalGeometry.leaves(of: item, in: slot, budget: &budget)
            offset += (isHorizontal ? size.width : size.height) + edges.after + spacing
            if budget <= 0 { break }
        }
        return frames
    }
}
