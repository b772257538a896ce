import Foundation
import RotorOutput

extension NSLayoutConstraint {
    /// Constraints made from a string of Auto Layout's visual format language, not yet active
    /// (activate them with `activate(_:)`), as UIKit makes them: `"H:|-[label]-8-[field(>=100)]-|"`.
    ///
    /// - Parameters:
    ///   - format: The format: `H:` (the default) or `V:`, `|` for the superview's edges, views
    ///     in brackets by their names in `views`, with size predicates in parentheses, and
    ///     connections `-`, `-8-`, `-(>=8@750)-` or nothing between them.
    ///   - opts: How every view in the format is aligned (`alignAllTop`…) and which way a
    ///     horizontal format runs (leading to trailing by default).
    ///   - metrics: Numbers the format names, as numbers (`NSNumber`, `Double`, `CGFloat`, `Int`).
    ///   - views: The views the format names.
    ///
    /// Standard spacing is 8 points between views and 20 to the superview's edge, as Apple's Auto
    /// Layout Guide gives. UIKit raises an exception for a format it cannot parse, which stops
    /// the app; [sim] CellKit makes no constraints from it and writes UIKit's message, with a
    /// caret under the place, to the first view's ``UIView/layoutMessageLog``.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let numbers = (metrics ?? [:]).compactMapValues(Self.visualFormatNumber)
        let items = views.compactMapValues { $0 as? UIView }
        do throws(VisualFormat.Failure) {
            let parsed = try VisualFormat(parsing: format, metrics: numbers)
            return try VisualFormatBuilder(format: parsed, options: opts, views: items).constraints()
        } catch {
            let log = items.sorted { $0.key < $1.key }.first?.value.layoutMessageLog
            let shown = VisibleText.sanitize(format.filter { !$0.isWhitespace })
            let caret = String(repeating: " ", count: min(error.offset, shown.count)) + "^"
            log?.record(.invalidVisualFormat, message: "Unable to parse constraint format: \n\(error.reason) \n\(shown) \n\(caret)")
            return []
        }
    }

    /// A metric as a finite number, or nil.
    private static func visualFormatNumber(_ value: Any) -> CGFloat? {
        let number: Double? = switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
        guard let number, number.isFinite else { return nil }
        return CGFloat(number)
    }
}

/// CellKit's own: the constraints a parsed visual format stands for.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: UIView]

    /// The standard spacings of Apple's Auto Layout Guide, in points.
    static let standardBetweenViews: CGFloat = 8
    static let standardToSuperview: CGFloat = 20

    func constraints() throws(VisualFormat.Failure) -> [NSLayoutConstraint] {
        let vertical = format.isVertical
        let direction = options.intersection(.directionMask)
        // The attributes a format's views start and end at, and whether the format runs
        // against them (right to left puts the first view rightmost).
        let (startAttribute, endAttribute, reversed): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, Bool) =
            vertical ? (.top, .bottom, false)
            : direction == .directionLeftToRight ? (.left, .right, false)
            : direction == .directionRightToLeft ? (.right, .left, true)
            : (.leading, .trailing, false)
        let sizeAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        let shown = try format.views.map { term throws(VisualFormat.Failure) -> UIView in
            guard let view = views[term.name] else {
                throw VisualFormat.Failure(reason: "'\(VisibleText.sanitize(term.name))' is not a key in the views dictionary.", offset: 0)
            }
            return view
        }
        for (term, view) in zip(format.views, shown) {
            for predicate in term.size {
                switch predicate.object {
                case .constant(let value):
                    made.append(constraint(view, sizeAttribute, predicate, nil, .notAnAttribute, constant: value))
                case .view(let name):
                    guard let other = views[name] else {
                        throw VisualFormat.Failure(reason: "'\(VisibleText.sanitize(name))' is not a key in the views dictionary.", offset: 0)
                    }
                    made.append(constraint(view, sizeAttribute, predicate, other, sizeAttribute, constant: 0))
                }
            }
        }
        if format.start != nil || format.end != nil {
            guard let first = shown.first, let superview = (format.start != nil ? first : shown.last ?? first).superview else {
                throw VisualFormat.Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview.", offset: 0)
            }
            if let start = format.start, let first = shown.first {
                made += connect(superview, startAttribute, first, startAttribute, start, standard: Self.standardToSuperview, reversed: reversed)
            }
            if let end = format.end, let last = shown.last {
                guard let lastSuperview = last.superview else {
                    throw VisualFormat.Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview.", offset: 0)
                }
                made += connect(last, endAttribute, lastSuperview, endAttribute, end, standard: Self.standardToSuperview, reversed: reversed)
            }
        }
        for (index, connection) in format.between.enumerated() where index + 1 < shown.count {
            made += connect(shown[index], endAttribute, shown[index + 1], startAttribute, connection,
                            standard: Self.standardBetweenViews, reversed: reversed)
        }
        if let alignment = try alignmentAttribute(vertical: vertical) {
            for (earlier, later) in zip(shown, shown.dropFirst()) {
                made.append(NSLayoutConstraint(item: later, attribute: alignment, relatedBy: .equal, toItem: earlier,
                                               attribute: alignment, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// The constraints of a connection: the gap from `earlier`'s attribute to `later`'s.
    private func connect(_ earlier: UIView, _ earlierAttribute: NSLayoutConstraint.Attribute,
                         _ later: UIView, _ laterAttribute: NSLayoutConstraint.Attribute,
                         _ connection: VisualFormat.Connection, standard: CGFloat, reversed: Bool) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate] = switch connection {
        case .touching: [VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: nil)]
        case .standard: [VisualFormat.Predicate(relation: .equal, object: .constant(standard), priority: nil)]
        case .predicates(let list): list
        }
        return predicates.map { predicate in
            let gap: CGFloat = if case .constant(let value) = predicate.object { value } else { 0 }
            // The gap runs from earlier to later: later's start is earlier's end plus the gap,
            // or, running against the attributes, the other way round.
            return reversed
                ? constraint(earlier, earlierAttribute, predicate, later, laterAttribute, constant: gap)
                : constraint(later, laterAttribute, predicate, earlier, earlierAttribute, constant: gap)
        }
    }

    private func constraint(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
                            _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                                      attribute: secondAttribute, multiplier: 1, constant: constant)
        if let priority = predicate.priority { made.priority = UILayoutPriority(rawValue: priority) }
        return made
    }

    /// The attribute every view is aligned by, if the options ask for one; it must run across
    /// the format (a horizontal format aligns tops, bottoms, centres or baselines).
    private func alignmentAttribute(vertical: Bool) throws(VisualFormat.Failure) -> NSLayoutConstraint.Attribute? {
        let alignment = options.intersection(.alignmentMask)
        guard !alignment.isEmpty else { return nil }
        let across: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = vertical
            ? [(.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
               (.alignAllCenterX, .centerX)]
            : [(.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
               (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        guard let match = across.first(where: { $0.0 == alignment }) else {
            throw VisualFormat.Failure(reason: "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal").", offset: 0)
        }
        return match.1
    }
}
