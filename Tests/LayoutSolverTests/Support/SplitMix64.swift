/// Steele, Lea and Flood's SplitMix64: a seeded generator, so a random system that fails is the
/// same system on every run and every machine (the standard library's generators are seeded by
/// the system, and its `random(in:using:)` may change how it draws between Swift versions).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, drawn by remainder: the bias is below 2^-50 for the small
    /// ranges the tests draw from.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(truncatingIfNeeded: next() % width)
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }
}
