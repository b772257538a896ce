/// What `rotor run` and `rotor export` leave for the end of the process instead of freeing: the
/// scenes they loaded and the session that ran one. A scene of 100,000 views is freed view by view, each view's bookkeeping,
/// constraints and the reader's kept walk with it, about a tenth of its run; when the process
/// exits the system takes its memory back at once. Nothing a user sees is skipped: what is
/// freed here writes nothing (no file, no terminal state), and every output is written and
/// flushed by the command before it returns (DECISIONS.md, "`rotor run` does not free its scene
/// at exit").
@MainActor
enum KeptUntilExit {
    /// The objects kept; read by no one.
    private static var objects: [AnyObject] = []

    /// Keeps `object` alive until the process exits (`Rotor.main` ends it with `exit`, which
    /// runs no Swift deinitializer).
    static func keep(_ object: AnyObject) {
        objects.append(object)
    }
}
