import Foundation

/// CellKit's own: the constraints a stack view makes for its arranged views, with UIKit's names
/// for them (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …), so a conflict
/// names them as UIKit's console does.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// The spacer guides `equalSpacing` and `equalCentering` measure the gaps with.
    private(set) var spacers: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
    }

    /// The attributes along the axis and across it.
    private struct Attributes {
        let lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute, length: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let crossLead: NSLayoutConstraint.Attribute, crossTrail: NSLayoutConstraint.Attribute
        let crossLength: NSLayoutConstraint.Attribute, crossCenter: NSLayoutConstraint.Attribute
    }

    private var attributes: Attributes {
        stack.axis == .horizontal
            ? Attributes(lead: .leading, trail: .trailing, length: .width, center: .centerX,
                         crossLead: .top, crossTrail: .bottom, crossLength: .height, crossCenter: .centerY)
            : Attributes(lead: .top, trail: .bottom, length: .height, center: .centerY,
                         crossLead: .leading, crossTrail: .trailing, crossLength: .width, crossCenter: .centerX)
    }

    private func make(_ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        make(identifier, first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
             priority: priority)
    }

    private func make(_ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                      _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        return constraint
    }

    /// Every constraint of the arrangement; `spacers` holds the guides they use.
    mutating func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews.filter { $0.superview === stack }
        guard !views.isEmpty else { return [] }
        let shown = views.filter { !$0.isHidden }
        let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let a = attributes
        var made: [NSLayoutConstraint] = []

        // Along the axis: a hidden view has no length, at the leading edge.
        for view in views where view.isHidden {
            made.append(make("UISV-hiding", view, a.length, nil, .notAnAttribute))
            made.append(make("UISV-hiding", view, a.lead, canvas, a.lead))
        }
        if let first = shown.first, let last = shown.last {
            made.append(make("UISV-canvas-connection", first, a.lead, canvas, a.lead))
            made.append(make("UISV-canvas-connection", last, a.trail, canvas, a.trail))
        }
        made += distribution(shown, canvas: canvas)

        // Across the axis.
        for view in views {
            switch stack.alignment {
            case .fill:
                made.append(make("UISV-alignment", view, a.crossLead, canvas, a.crossLead))
                made.append(make("UISV-alignment", view, a.crossTrail, canvas, a.crossTrail))
            case .leading, .firstBaseline:
                made.append(make("UISV-alignment", view, a.crossLead, canvas, a.crossLead))
                made.append(make("UISV-spanning-boundary", view, a.crossTrail, .lessThanOrEqual, canvas, a.crossTrail))
            case .center:
                made.append(make("UISV-alignment", view, a.crossCenter, canvas, a.crossCenter))
                made.append(make("UISV-spanning-boundary", view, a.crossLead, .greaterThanOrEqual, canvas, a.crossLead))
            case .trailing, .lastBaseline:
                made.append(make("UISV-alignment", view, a.crossTrail, canvas, a.crossTrail))
                made.append(make("UISV-spanning-boundary", view, a.crossLead, .greaterThanOrEqual, canvas, a.crossLead))
            }
        }
        if stack.alignment != .fill {
            // The stack is as thick as its thickest view unless something else sizes it.
            made.append(make("UISV-canvas-fit", canvas, a.crossLength, nil, .notAnAttribute,
                             priority: UILayoutPriority(49)))
        }
        return made
    }

    /// The constraints along the axis between the shown views.
    private mutating func distribution(_ shown: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let a = attributes
        var made: [NSLayoutConstraint] = []
        let pairs = Array(zip(shown, shown.dropFirst()))
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (before, after) in pairs {
                made.append(make("UISV-spacing", after, a.lead, before, a.trail, constant: stack.spacing(after: before)))
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var firstSpacer: UILayoutGuide?
            for (before, after) in pairs {
                let spacer = UILayoutGuide()
                spacer.identifier = centering ? "UISV-distributing-center" : "UISV-distributing-edge"
                spacers.append(spacer)
                let gap = stack.spacing(after: before)
                made.append(make("UISV-spacing", after, a.lead, .greaterThanOrEqual, before, a.trail, constant: gap))
                made.append(make("UISV-distributing", spacer, a.lead, before, centering ? a.center : a.trail))
                made.append(make("UISV-distributing", spacer, a.trail, after, centering ? a.center : a.lead))
                if let firstSpacer {
                    // Equal centres give way before the minimum spacing does, as UIKit's do.
                    made.append(make("UISV-distributing", spacer, a.length, firstSpacer, a.length,
                                     priority: centering ? UILayoutPriority(999) : .required))
                } else {
                    firstSpacer = spacer
                }
            }
            // Each spacer's guide lies along the axis only; across it, it sits on the canvas.
            for spacer in spacers {
                made.append(make("UISV-distributing", spacer, a.crossLead, canvas, a.crossLead))
                made.append(make("UISV-distributing", spacer, a.crossLength, nil, .notAnAttribute))
            }
        }
        switch stack.distribution {
        case .fillEqually:
            if let first = shown.first {
                for view in shown.dropFirst() {
                    made.append(make("UISV-fill-equally", view, a.length, first, a.length))
                }
            }
        case .fillProportionally:
            made += proportions(shown, canvas: canvas)
        case .fill:
            // Among views that would grow or shrink alike, the last gives way [sim]: each earlier
            // view hugs and resists a hair harder (`ViewLayoutState.tieBreak`), which costs the
            // solver nothing. A view with no intrinsic length gets none, at the least priority,
            // earlier ones first, as UIKit's ambiguity suppression gives it none.
            for (index, view) in shown.enumerated() {
                let rank = Double(shown.count - index)
                view.madeLayoutState.tieBreak = rank * 1e-6
                let size = view.intrinsicContentSize
                let length = stack.axis == .horizontal ? size.width : size.height
                guard length < 0 else { continue }
                let priority = UILayoutPriority(Float(rank) * 0.01)
                made.append(make("UISV-ambiguity-suppression", view, a.length, nil, .notAnAttribute, priority: priority))
            }
        case .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    /// `fillProportionally`: each shown view's length is its share, by intrinsic length, of the
    /// canvas less the spacing. Views with no intrinsic length (or none with any) fill as `.fill`.
    private func proportions(_ shown: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let a = attributes
        let lengths = shown.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return length.isFinite && length > 0 ? length : 0
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let gaps = zip(shown, shown.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacing(after: $1.0) }
        return zip(shown, lengths).map { view, length in
            let share = length / total
            return make("UISV-fill-proportionally", view, a.length, canvas, a.length, multiplier: share,
                        constant: -gaps * share, priority: UILayoutPriority(999))
        }
    }
}
