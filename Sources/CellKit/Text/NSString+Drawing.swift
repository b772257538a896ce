import Foundation

// UIKit's string drawing (NSStringDrawing), on `NSString` and, as UIKit's Swift overlay makes it
// available, on `String`: text measured and drawn a character a column and a line a row.

extension NSString {
    /// The size of the string on one line (each line as written).
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.size(of: self as String, width: nil)
    }

    /// Draws the string in the current context with its top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self as String, in: CGRect(origin: point, size: .zero), wraps: false, attributes: attrs)
    }

    /// Draws the string in the current context, wrapped within `rect` and cut at its bottom.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self as String, in: rect, wraps: true, attributes: attrs)
    }

    /// The rectangle the string takes within `size`: wrapped within its width with
    /// `usesLineFragmentOrigin`, else on one line.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        let measured = TextDrawing.size(of: self as String, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension String {
    /// The size of the string on one line (each line as written), as `NSString`'s.
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// Draws the string in the current context with its top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in the current context, wrapped within `rect`.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// The rectangle the string takes within `size`, as `NSString`'s.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the text on one line (each line as written).
    @MainActor
    public func size() -> CGSize {
        TextDrawing.size(of: string, width: nil)
    }

    /// Draws the text in the current context with its top-left corner at `point`, in its first
    /// character's colour and boldness.
    @MainActor
    public func draw(at point: CGPoint) {
        TextDrawing.draw(string, in: CGRect(origin: point, size: .zero), wraps: false, attributes: firstAttributes)
    }

    /// Draws the text in the current context, wrapped within `rect`.
    @MainActor
    public func draw(in rect: CGRect) {
        TextDrawing.draw(string, in: rect, wraps: true, attributes: firstAttributes)
    }

    /// The rectangle the text takes within `size`: wrapped with `usesLineFragmentOrigin`.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        (string as NSString).boundingRect(with: size, options: options, attributes: nil, context: context)
    }

    /// The attributes of the first character; none for empty text.
    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }
}
