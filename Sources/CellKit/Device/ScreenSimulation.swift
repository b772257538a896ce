/// Which screen `UIScreen.main` answers with while a scene is built or a test runs: CellKit's own.
///
/// A task-local value, so that tests running side by side on other tasks never see each other's
/// screen, and a screen set for a scene's views is gone when they are made.
public enum ScreenSimulation {
    /// The screen being simulated, if any.
    public static var current: UIScreen? { simulated.get() }

    /// Not a mutable static: each task (and each `simulating` call on it) sees its own value.
    private static let simulated = TaskLocal<UIScreen?>(wrappedValue: nil)

    /// Runs `body` with `screen` as `UIScreen.main`: the windows made inside are on it.
    @MainActor
    public static func simulating<Result, Failure: Error>(
        _ screen: UIScreen, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = simulated.withValue(screen) {
            Swift.Result { () throws(Failure) -> Result in try body() }
        }
        return try outcome.get()
    }

    /// Runs the asynchronous `body` with `screen` as `UIScreen.main` (a test's scope).
    public static func simulating<Result: Sendable>(
        _ screen: UIScreen, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result) async rethrows -> Result {
        try await simulated.withValue(screen, operation: body)
    }
}
