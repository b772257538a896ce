/// How far one read all went: how many elements it read aloud, what the walks of the screen it
/// made as it scrolled cost, and whether it stopped at the limit it was given with more still to
/// read. CellKit's own: VoiceOver's read all has no limit; a run of a script gives one
/// (`ScreenReader.perform(_:readAllLimit:speaking:)`).
public struct ReadAllProgress: Sendable, Equatable {
    /// The elements read aloud.
    public var read = 0
    /// What the read's new walks of the screen cost, in elements read aloud: a read all that
    /// scrolls a table to its next row walks the screen again for every row, and that walk costs
    /// what the screen holds (1,000 rows on screen made each row read cost a hundred times a
    /// label's). Each walk counts `walkCost(elements:)`.
    public var walking = 0
    /// Whether the read all stopped at its limit before the last element.
    public var stoppedAtLimit = false

    /// What the read cost, counted against its limit: each element read aloud, and its walks.
    public var cost: Int { read + walking }

    /// A walk's cost, in elements read aloud: measured in a release build, a walk that finds `n`
    /// elements takes about as long as reading 4 + n / 10 of them.
    public static func walkCost(elements: Int) -> Int { 4 + elements / 10 }

    public init(read: Int = 0, walking: Int = 0, stoppedAtLimit: Bool = false) {
        self.read = read
        self.walking = walking
        self.stoppedAtLimit = stoppedAtLimit
    }
}
