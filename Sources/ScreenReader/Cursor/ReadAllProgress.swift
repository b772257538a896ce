/// How far one read all went: how many elements it read aloud, and whether it stopped at the
/// limit it was given with more still to read. CellKit's own: VoiceOver's read all has no
/// limit; a run of a script gives one (`ScreenReader.perform(_:readAllLimit:speaking:)`).
public struct ReadAllProgress: Sendable, Equatable {
    /// The elements read aloud.
    public var read = 0
    /// Whether the read all stopped at its limit before the last element.
    public var stoppedAtLimit = false

    public init(read: Int = 0, stoppedAtLimit: Bool = false) {
        self.read = read
        self.stoppedAtLimit = stoppedAtLimit
    }
}
