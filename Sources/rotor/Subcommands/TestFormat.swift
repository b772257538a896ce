import ArgumentParser

/// How `rotor test` reports: for people, or for CI systems.
enum TestFormat: String, ExpressibleByArgument, CaseIterable {
    /// PASS and FAIL lines, each failure with what was expected and heard.
    case text
    /// JUnit XML: a test suite per scene, a test case per check (each expectation of what is
    /// said, each `callbacks` line).
    case junit
}
