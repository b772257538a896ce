import ScreenReader

/// Plain mode's output: each utterance on a line of its own (earcons in brackets), and panels
/// (help, the inspector) as lines, so a terminal screen reader speaks them as they arrive.
@MainActor
public final class PlainPrinter: SessionListener {
    private let write: (String) -> Void

    /// - Parameter write: takes one line at a time, without its newline.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public func session(_ event: SessionEvent) {
        switch event {
        case .started(let said), .performed(_, let said), .waited(_, let said, _):
            said.forEach { write($0.description) }
        case .switchedLanguage(_, let said):
            write(said.description)
        case .displayed(let lines):
            lines.forEach(write)
        case .ended:
            break
        }
    }
}
