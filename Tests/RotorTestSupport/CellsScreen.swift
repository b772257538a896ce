import CellKit
import Testing

/// Runs each test on a screen whose point is one cell, as a scene written in cells runs: for
/// tests whose screens are written in cells (frames of a few columns and rows), not in UIKit's
/// points. Windows made in the test are on that screen, so a 20-wide label is 20 columns.
///
/// A test of a screen written in points (an iPhone's 393 × 852) leaves this out: its windows are
/// on the device's screen, `UIScreen.main`, drawn 8 points a column and 22 a row.
public struct CellsScreenTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope adds nothing: each of its tests sets the screen for itself.
        guard testCase != nil else { return try await function() }
        let screen = await MainActor.run { UIScreen.cells(.zero) }
        try await ScreenSimulation.simulating(screen) { try await function() }
    }
}

extension Trait where Self == CellsScreenTrait {
    /// The test's windows are on a screen of cells (`CellsScreenTrait`).
    public static var cellsScreen: CellsScreenTrait { CellsScreenTrait() }
}
