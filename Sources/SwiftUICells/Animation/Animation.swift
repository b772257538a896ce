/// How a change is animated, as SwiftUI's `Animation`. Rotor's screen is redrawn, not
/// animated, and VoiceOver reads the end state at once, so every animation is a name kept for
/// the code that gives it [sim].
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { .spring }
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }

    /// This animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }

    /// This animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body`, whose state changes SwiftUI would animate: here they take effect at once, and
/// VoiceOver reads the end state, as it does on iOS once an animation is over.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates changes of `value`: accepted; Rotor shows the end state at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
