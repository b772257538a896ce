/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: `nil` in a dimension asks
/// for the child's ideal size there, `.infinity` for its largest.
struct ProposedSize: Hashable {
    var width: CGFloat?
    var height: CGFloat?

    static let unspecified = ProposedSize(width: nil, height: nil)

    init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal less `insets` (never below zero).
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
