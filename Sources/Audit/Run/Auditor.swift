import CellKit
import ScreenReader

/// Audits how a screen exposes drag and drop to VoiceOver, from exactly what `ScreenReader`
/// would expose: the same element walk, the same descriptor filtering, and drags started and
/// hovered through the same `Finger`, so the audit and the simulation cannot disagree.
///
/// Auditing starts drags and holds them over drop points (then cancels them), which calls the
/// app's delegates; audit a freshly loaded screen, not one a person is using.
@MainActor
public struct Auditor {
    /// Where an object (a view, an accessibility element) was described, for findings.
    public typealias Locate = @MainActor (AnyObject) -> (line: Int, column: Int)?

    let windows: [UIWindow]
    let language: Language
    let locate: Locate

    /// - Parameters:
    ///   - windows: the screen, back to front.
    ///   - language: the language VoiceOver speaks, which default action names are in.
    ///   - locate: where an object was described (a scene file's line and column), if known.
    public init(windows: [UIWindow], language: Language = .english, locate: @escaping Locate = { _ in nil }) {
        self.windows = windows
        self.language = language
        self.locate = locate
    }

    /// Every finding, in file order where the file is known, then in VoiceOver's visiting order.
    public func audit() -> AuditReport {
        AuditRun(windows: windows, language: language, locate: locate).report(checking: RuleRegistry.families)
    }
}
