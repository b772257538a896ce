extension NSLayoutConstraint {
    /// The part of a view's or layout guide's rectangle a constraint relates.
    ///
    /// CellKit lays out left to right only: `leading` is `left` and `trailing` is `right`.
    /// Baselines are the text's rows' edges: `firstBaseline` is the top and `lastBaseline` the
    /// bottom (a line of text in cells is one row, whose baseline is the row itself). [sim]
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Which axis the attribute lies along, and whether it is a size.
        enum Kind { case horizontal, vertical, dimension, none }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .width, .height: .dimension
            case .notAnAttribute: .none
            }
        }

        /// Whether the attribute is measured from the item's layout margins.
        var readsMargins: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins:
                true
            default: false
            }
        }

        /// The name UIKit's constraint descriptions use.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
}
