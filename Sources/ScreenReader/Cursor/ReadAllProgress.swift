/// How far one read all went: how many elements it read aloud, what their words and the walks of
/// the screen it made as it scrolled cost, and whether it stopped at the limit it was given with
/// more still to read, or was refused before its first element because it could be seen to need
/// more. CellKit's own: VoiceOver's read all has no limit; a run of a script gives one
/// (`ScreenReader.perform(_:readAllLimit:speaking:)`).
public struct ReadAllProgress: Sendable, Equatable {
    /// The elements read aloud.
    public var read = 0
    /// What the read's long words cost beyond one an element, in elements read aloud: an
    /// element costs what it takes to say, and a row's template of a few bytes can make every
    /// row a thousand characters long. Each element counts `wordingCost(characters:)`.
    public var wording = 0
    /// What the read's new walks of the screen cost, in elements read aloud: a read all that
    /// scrolls a table to its next row walks the screen again for every row. Each walk counts
    /// `walkCost(elements:)`.
    public var walking = 0
    /// Whether the read all stopped at its limit before the last element, or was refused before
    /// its first (`foreseen`).
    public var stoppedAtLimit = false
    /// When the read all was refused before it read anything: the least it could be seen to
    /// cost (the elements on the screen from where it starts, and the rows of its tables and
    /// collection views past their cells, each scrolled to), more than its limit.
    public var foreseen: Int?
    /// Of what was foreseen, the rows past the cells of its tables counted at `scrolledRowCost`.
    public var foreseenRows = 0

    /// What the read cost, counted against its limit: each element read aloud, its words, and
    /// the walks.
    public var cost: Int { read + wording + walking }

    /// A walk's cost, in elements read aloud: measured in a release build (Swift 6.3.1, `rotor
    /// run`), a table's scroll to its next row and the walk of the screen after it take about as
    /// long as reading 7 labels, and every 150 more elements on the screen add about one
    /// (DECISIONS.md, "A read all's budget counts the walks of the screen its scrolling makes").
    public static func walkCost(elements: Int) -> Int { walkCost(walks: 1, elements: elements) }

    /// What several walks cost, in elements read aloud, that found `elements` in all.
    public static func walkCost(walks: Int, elements: Int) -> Int {
        let (each, overflow) = walks.multipliedReportingOverflow(by: 7)
        let (sum, past) = each.addingReportingOverflow(elements / 150)
        return overflow || past ? Int.max : sum
    }

    /// What saying an element's words costs beyond the element itself, in elements read aloud:
    /// measured in a release build, every 40 characters said take about as long as reading a
    /// label.
    public static func wordingCost(characters: Int) -> Int { characters / 40 }

    /// The least a table's row past its cells costs when a read all scrolls to it: the row read,
    /// and the walk of the screen after the scroll.
    public static let scrolledRowCost = 1 + walkCost(elements: 0)

    public init(read: Int = 0, wording: Int = 0, walking: Int = 0, stoppedAtLimit: Bool = false,
                foreseen: Int? = nil, foreseenRows: Int = 0) {
        self.read = read
        self.wording = wording
        self.walking = walking
        self.stoppedAtLimit = stoppedAtLimit
        self.foreseen = foreseen
        self.foreseenRows = foreseenRows
    }
}
