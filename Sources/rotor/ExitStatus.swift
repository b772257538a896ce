/// The exit statuses Rotor's commands choose themselves (ArgumentParser's usage errors are 64,
/// EX_USAGE; help is 0).
enum ExitStatus {
    /// A failed expectation (`rotor test`) or a finding above advice (`rotor audit`).
    static let failed: Int32 = 1
    /// Unusable input: a scene, script or argument that cannot be used; also `rotor test` with
    /// nothing to test (a run that checked nothing must not pass in CI).
    static let unusableInput: Int32 = 2
    /// Output that could not be written (a full disk, `/dev/full`, a file that cannot be
    /// created): EX_IOERR from sysexits.h, next to ArgumentParser's EX_USAGE.
    static let outputFailed: Int32 = 74
}
