import Foundation

/// CellKit's own: the descriptors UIKit's table and collection view cells carry when the app
/// gives none (`UIAccessibilityDragging`): the drag their container can start at the cell's
/// centre, and the drops it can take there (before, after, into, as the drop delegate's last
/// proposal intent allows: `DropPlacement`), each a point in the container, which hosts the
/// interactions. Named [sim] after `AutomaticDescriptorRole`.
@MainActor
enum CellDescriptors {
    /// The container hosting a cell's drags and drops: its superview, when that is a table or
    /// collection view.
    static func host(of cell: UIView) -> (any CellDescriptorHost)? {
        cell.superview as? any CellDescriptorHost
    }

    /// The drag sources a cell offers: `nil` when its container offers no drag (the cell's own
    /// subtree is then searched as for any view).
    static func dragSources(of cell: UIView) -> [UIAccessibilityLocationDescriptor]? {
        guard let host = host(of: cell), !cell.isHidden else { return nil }
        let label = self.label(of: cell)
        var found: [UIAccessibilityLocationDescriptor] = []
        if host.cellDragInteraction != nil {
            let frame = cell.frame
            found.append(UIAccessibilityLocationDescriptor(automatic: .drag, label: label,
                                                           point: CGPoint(x: frame.midX, y: frame.midY), in: host))
        }
        found += host.extraDragSources(of: cell, label: label)
        return found.isEmpty ? nil : found
    }

    /// The drop points a cell offers: `nil` when its container takes no drops.
    static func dropPoints(of cell: UIView) -> [UIAccessibilityLocationDescriptor]? {
        guard let host = host(of: cell), !cell.isHidden, host.cellDropInteraction != nil else { return nil }
        guard !host.isDraggingRow(of: cell) else { return [] }
        let label = self.label(of: cell), frame = cell.frame, down = host.rowsRunDown
        return DropPlacement.offeredDrops(for: host.cellDropIntent).map { role in
            UIAccessibilityLocationDescriptor(automatic: role, label: label,
                                              point: DropPlacement.point(for: role, in: frame, vertical: down), in: host)
        }
    }

    /// What a cell is called: its label when it is an element, else the labels of the elements
    /// inside it, joined as VoiceOver joins a cell's texts (", ").
    static func label(of cell: UIView) -> String {
        if cell.isAccessibilityElement, let label = cell.accessibilityLabel, !label.isEmpty { return label }
        return contentLabel(of: cell)
    }

    /// The labels of the shown elements inside a view, in order, joined by ", " (an element's
    /// own subviews are part of it, not read again).
    static func contentLabel(of view: UIView) -> String {
        var labels: [String] = []
        var pending = Array(view.subviews.reversed())
        while let next = pending.popLast() {
            guard !next.isHidden, next.alpha >= 0.01, !next.accessibilityElementsHidden else { continue }
            if next.isAccessibilityElement {
                if let label = next.accessibilityLabel?.trimmedOfWhitespace, !label.isEmpty {
                    labels.append(label)
                }
                continue
            }
            pending += next.subviews.reversed()
        }
        return labels.joined(separator: ", ")
    }
}
