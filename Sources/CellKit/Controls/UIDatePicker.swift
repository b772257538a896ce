import Foundation

/// A control for choosing a date, a time, both, or a countdown's length, as UIKit's.
///
/// [sim] UIKit draws wheels, a calendar or a compact button; CellKit draws the chosen value in
/// brackets and VoiceOver reads the picker as one adjustable element: its value is the date (or
/// time, or duration) as UIKit's formatter writes it in English, and each swipe up or down moves
/// it by a day (a date), by `minuteInterval` minutes (a time or a countdown), or by a month (a
/// year and month), within `minimumDate` and `maximumDate`, sending `valueChanged`. Dates are
/// written in the picker's `timeZone`, or UTC when it has none, so a screen reads the same on
/// every machine.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker chooses, as UIKit's.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// A month of a year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// What the picker chooses.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            madeFormatter = nil
            noteChange(.content)
        }
    }
    /// The look asked for; kept (every style draws as the chosen value in cells).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The look used: the one asked for, with `.automatic` as UIKit resolves it (compact).
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The chosen date, within the minimum and maximum.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamped(newValue)
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }
    private var storedDate: Date

    /// The earliest date that can be chosen; `nil` for no limit.
    open var minimumDate: Date? {
        didSet { date = storedDate }
    }
    /// The latest date that can be chosen; `nil` for no limit.
    open var maximumDate: Date? {
        didSet { date = storedDate }
    }
    /// The minutes a time moves by, from 1 to 30 (UIKit's default 1).
    open var minuteInterval = 1 {
        didSet { minuteInterval = min(30, max(1, minuteInterval)) }
    }
    /// A countdown's length in seconds, for `.countDownTimer`.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            if !countDownDuration.isFinite { countDownDuration = 0 }
            countDownDuration = min(23 * 3600 + 59 * 60, max(0, countDownDuration))
            noteChange(.content)
        }
    }
    /// Whether a date set in code is rounded to the minute interval. Kept.
    open var roundsToMinuteInterval = true
    /// The locale the value is written in; `nil` for English (CellKit's own: the device's).
    open var locale: Locale? {
        didSet {
            madeFormatter = nil
            noteChange(.content)
        }
    }
    /// The calendar; `nil` for the Gregorian calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar(identifier: .gregorian) }
        set {
            storedCalendar = newValue
            madeFormatter = nil
            noteChange(.content)
        }
    }
    private var storedCalendar: Calendar?
    /// The time zone the value is written in; `nil` for UTC ([sim]: the same on every machine).
    open var timeZone: TimeZone? {
        didSet {
            madeFormatter = nil
            noteChange(.content)
        }
    }

    public override init(frame: CGRect) {
        // A whole minute now, as UIKit starts at the current time; the virtual clock's "now" is
        // the machine's, so only the shape of the value is fixed.
        storedDate = Date(timeIntervalSinceReferenceDate: (Date().timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Sets the date; `animated` changes nothing in cells.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private func clamped(_ value: Date) -> Date {
        var result = value
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The value as UIKit's formatter writes it: "28 Nov 2026" style dates and "9:41 PM" times in
    /// English, a countdown as "1 hour, 5 minutes".
    var shownValue: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(saturating: (countDownDuration / 60).rounded(.down))
            let hours = minutes / 60, rest = minutes % 60
            let hourText = hours == 1 ? "1 hour" : "\(hours) hours"
            let minuteText = rest == 1 ? "1 minute" : "\(rest) minutes"
            return hours > 0 ? "\(hourText), \(minuteText)" : minuteText
        }
        // ICU writes a narrow no-break space before AM and PM; a terminal and a voice want a space.
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// The formatter of the mode, locale, calendar and time zone, made once for them (the value
    /// is read each time the picker is drawn or spoken).
    private var formatter: DateFormatter {
        if let madeFormatter { return madeFormatter }
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US")
        formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        formatter.calendar = calendar
        switch datePickerMode {
        case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
        case .date: formatter.dateStyle = .medium; formatter.timeStyle = .none
        case .dateAndTime: formatter.dateStyle = .medium; formatter.timeStyle = .short
        case .yearAndMonth: formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        case .countDownTimer: break
        }
        madeFormatter = formatter
        return formatter
    }
    private var madeFormatter: DateFormatter?

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? shownValue }
        set { super.accessibilityValue = newValue }
    }

    open override func accessibilityIncrement() { step(by: 1) }
    open override func accessibilityDecrement() { step(by: -1) }

    /// Moves the value one step: a day, a month, or the minute interval.
    private func step(by direction: Int) {
        guard isEnabled else { return }
        if datePickerMode == .countDownTimer {
            let old = countDownDuration
            countDownDuration += TimeInterval(direction * minuteInterval * 60)
            if countDownDuration != old { sendActions(for: .valueChanged) }
            return
        }
        let component: Calendar.Component, amount: Int
        switch datePickerMode {
        case .date: (component, amount) = (.day, direction)
        case .yearAndMonth: (component, amount) = (.month, direction)
        default: (component, amount) = (.minute, direction * minuteInterval)
        }
        var stepping = calendar ?? Calendar(identifier: .gregorian)
        stepping.timeZone = timeZone ?? TimeZone(identifier: "UTC") ?? stepping.timeZone
        guard let next = stepping.date(byAdding: component, value: amount, to: date) else { return }
        let old = date
        date = next
        if date != old { sendActions(for: .valueChanged) }
    }

    /// A tap does not change a date picker; VoiceOver adjusts it.
    open override func controlWasTapped() {}

    /// The value in brackets, one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: textWidth("[ " + shownValue + " ]"), height: lineHeight)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        let text = "[ " + shownValue + " ]"
        context.drawText(text, at: context.centredOrigin(columns: CharacterWidth.of(text), in: CGRect(origin: .zero, size: bounds.size)),
                         style: CellStyle(isDim: !isEnabled))
    }
}
