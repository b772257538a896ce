extension Int {
    /// The largest magnitude `Int(saturating:)` gives: 2^31 cells.
    ///
    /// Far beyond any terminal (and beyond the ±1,000,000 cells a scene file may give), yet
    /// small enough that what CellKit does next with such a number cannot overflow: the
    /// difference of two (a range's count) and the product of two (a grid's cell count) fit an
    /// `Int`.
    @usableFromInline package static let saturationLimit = 1 << 31

    /// A floating-point value (a cell coordinate, a count worked out from sizes) as a whole
    /// number, rounded toward zero as `Int(_:)` rounds, but never trapping: NaN gives 0 and
    /// anything beyond ±`saturationLimit`, the infinities included, gives that limit.
    ///
    /// `Int(_:)` traps on NaN, on infinities and on values out of `Int`'s range. Numbers read
    /// from a scene are checked where they are read; this is for what is computed from them
    /// later (a sum down a deep tree, a quotient by a zero spacing), so that no value reaching
    /// CellKit can stop the program.
    @inlinable
    package init<Value: BinaryFloatingPoint>(saturating value: Value) {
        if value.isNaN {
            self = 0
        } else if value >= Value(Int.saturationLimit) {
            self = Int.saturationLimit
        } else if value <= -Value(Int.saturationLimit) {
            self = -Int.saturationLimit
        } else {
            self = Int(value)
        }
    }
}
