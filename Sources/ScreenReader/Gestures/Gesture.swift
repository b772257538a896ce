import CellKit

/// What a VoiceOver user does. Each has a stable name that scripts and key maps use.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
    case swipeRight, swipeLeft, swipeUp, swipeDown
    case rotateClockwise, rotateCounterclockwise
    case doubleTap
    /// Double tap and hold: VoiceOver's pass-through gesture. The touch and hold goes to the app
    /// at the focused element's activation point, as a finger's long press would: long-press
    /// recognizers fire, and a drag interaction there lifts a drag, which VoiceOver then holds.
    case doubleTapAndHold
    /// Two-finger scrub (Z): go back, or cancel a held drag.
    case escape
    /// Two-finger double tap: the screen's most useful action.
    case magicTap
    case firstElement, lastElement
    /// Three-finger swipe: scroll by a page (`accessibilityScroll(_:)` on the focused element,
    /// then its containers). A swipe left scrolls left, showing what is to the right: the next
    /// page of a page view controller.
    case scroll(UIAccessibilityScrollDirection)
    /// Read all: each element in turn to the end of the screen, from the top (two-finger swipe
    /// up, VoiceOver's Read from Top) or from the focused element (two-finger swipe down,
    /// VoiceOver's Read All). The cursor moves with the reading and stays on the last element.
    case readAll(from: ReadingStart)
    /// Touch exploration at a screen point: the element under it is focused and spoken.
    case touch(CGPoint)
    case stopSpeech

    /// Where read all starts.
    public enum ReadingStart: Hashable, Sendable {
        /// The first element on the screen (two-finger swipe up).
        case top
        /// The focused element (two-finger swipe down).
        case focus
    }

    /// Read all from the focused element (two-finger swipe down): VoiceOver's Read All.
    public static let readAll = Gesture.readAll(from: .focus)
    /// Read all from the top of the screen (two-finger swipe up): VoiceOver's Read from Top.
    public static let readFromTop = Gesture.readAll(from: .top)

    /// Every gesture that takes no argument, with its name.
    public static let simpleGestures: [Gesture] = [
        .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .rotateClockwise, .rotateCounterclockwise,
        .doubleTap, .doubleTapAndHold, .escape, .magicTap, .firstElement, .lastElement, .readFromTop, .readAll, .stopSpeech,
        .scroll(.left), .scroll(.right), .scroll(.up), .scroll(.down),
    ]

    /// The gesture's stable name: `swipe right`, `rotor clockwise`, `touch 12 4`, …
    public var name: String {
        switch self {
        case .swipeRight: "swipe right"
        case .swipeLeft: "swipe left"
        case .swipeUp: "swipe up"
        case .swipeDown: "swipe down"
        case .rotateClockwise: "rotor clockwise"
        case .rotateCounterclockwise: "rotor counterclockwise"
        case .doubleTap: "double tap"
        case .doubleTapAndHold: "double tap and hold"
        case .escape: "escape"
        case .magicTap: "magic tap"
        case .firstElement: "first element"
        case .lastElement: "last element"
        case .readAll(from: .top): "read from top"
        case .readAll(from: .focus): "read all"
        case .touch(let point): "touch \(Self.format(point.x)) \(Self.format(point.y))"
        case .stopSpeech: "stop speech"
        case .scroll(.left): "scroll left"
        case .scroll(.right): "scroll right"
        case .scroll(.up): "scroll up"
        case .scroll(.down): "scroll down"
        case .scroll(.next): "scroll next"
        case .scroll(.previous): "scroll previous"
        }
    }

    public var description: String { name }

    /// The most bytes a gesture's name is read from: far more than `touch` with two long numbers.
    static let longestName = 256

    /// Every name a script may use, for error messages and suggestions.
    public static var allNames: [String] { simpleGestures.map(\.name) + ["touch X Y"] }

    /// The gesture a name stands for: one of `allNames`, or `touch` followed by two numbers.
    /// Spaces between words may repeat; case is ignored.
    public init?(name: String) {
        // No gesture's name is this long: a long text is not read word by word to find out.
        guard name.utf8.count <= Self.longestName else { return nil }
        let words = name.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "touch" {
            guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]),
                  x.isFinite, y.isFinite else { return nil }
            self = .touch(CGPoint(x: x, y: y))
            return
        }
        let joined = words.joined(separator: " ")
        guard let match = Self.simpleGestures.first(where: { $0.name == joined }) else { return nil }
        self = match
    }

    private static func format(_ value: CGFloat) -> String {
        Int(exactly: value).map(String.init) ?? String(Double(value))
    }
}
