/// The ranges every number in a scene file or a script is checked against, where it is read.
/// A number outside its range is refused there, with where it is and what it may be
/// (`views[0].frame[0]: 1e19 is outside the range -1000000…1000000`), so nothing computed
/// from a scene later can overflow or trap.
public enum NumberRange {
    /// Cells, for every place and size: `frame`, `point`, `size`, `itemSize`, `spacing`,
    /// `contentSize`, `contentOffset`, a window's `size` and `frame`, and a script's `touch X Y`.
    ///
    /// A million cells is ten times the longest scene `rotor bench` writes (a table of 100,000
    /// rows) and holds the view limit's 200,000 views five rows tall each. It leaves room for
    /// what is computed later: a frame's place summed down the deepest tree the loader takes
    /// (10,000 views) stays under 10^10, a collection's height (its items, at most eight
    /// million in a 16 MB file, times a line height of at most two million) under 10^14, all
    /// far inside both `Int` and the whole numbers a `Double` holds exactly (2^53).
    public static let cells: ClosedRange<Double> = -1_000_000...1_000_000

    /// An adjustable's `value`, `minimum` and `maximum`.
    ///
    /// `UISlider` keeps its values as `Float`, which holds every whole number only up to 2^24
    /// (16,777,216): ten million keeps a slider's whole numbers whole, and its range (the
    /// maximum less the minimum) and the tenth of it a swipe moves far from `Float`'s limit.
    public static let sliderValues: ClosedRange<Double> = -10_000_000...10_000_000

    /// A bar's `value` in a bar graph (not negative).
    ///
    /// Bars are drawn as a share of the tallest and printed as whole numbers; up to a trillion
    /// every whole number prints exactly (a `Double` holds them to 2^53), whatever the unit.
    public static let barValues: ClosedRange<Double> = 0...1_000_000_000_000

    /// Virtual seconds: a `loadDelay`, and a script's `wait SECONDS` (not negative).
    ///
    /// A million seconds (eleven and a half days) outlasts any load a scene means to show, and
    /// a script's waits summed over the most lines a 16 MB file holds stay far inside what a
    /// `Double` clock counts exactly to the millisecond.
    public static let seconds: ClosedRange<Double> = 0...1_000_000

    /// A table view section's `numberedRows` `count`: how many rows a template makes.
    ///
    /// The rows are kept as a range of numbers and made only when shown, so their cost is not
    /// the limit: a million rows of one cell each is as tall as `cells` allows a place to be.
    public static let tableRows: ClosedRange<Double> = 0...1_000_000
    /// A progress view's `progress`: from nothing done to all done.
    public static let progress: ClosedRange<Double> = 0...1

    /// A view's `alpha`: from fully transparent to opaque.
    public static let alpha: ClosedRange<Double> = 0...1

    /// A range as messages show it: `-1000000…1000000`.
    static func text(_ range: ClosedRange<Double>) -> String {
        text(range.lowerBound) + "…" + text(range.upperBound)
    }

    /// A bound as written in a scene: whole numbers without a decimal point.
    static func text(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
