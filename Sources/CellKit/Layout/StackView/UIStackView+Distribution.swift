extension UIStackView {
    /// How the arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes as their hugging and compression resistance
        /// priorities allow; the one that gives way grows or shrinks to fill. Among views of the
        /// same priorities, the last one gives way. [sim] Apple says only that it goes by index.
        case fill = 0
        /// Every view the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views at their intrinsic lengths with equal space between them, at least `spacing`.
        case equalSpacing = 3
        /// Views' centres equally far apart, with at least `spacing` between neighbours.
        case equalCentering = 4
    }
}
