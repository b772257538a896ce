import SceneFormat

/// Audits a loaded scene: findings located in its file, with the scene's `audit.ignore`
/// applied.
@MainActor
public struct SceneAuditor {
    /// What auditing a scene found.
    public struct Result {
        public let report: AuditReport
        /// `audit.ignore` entries that set nothing aside: gone stale, worth removing.
        public let staleIgnores: [SceneError]
    }

    public let scene: Scene
    /// The file name findings and errors are reported under.
    public let file: String

    /// An auditor of a loaded scene.
    ///
    /// - Parameters:
    ///   - scene: the scene to audit, freshly loaded (auditing starts and cancels drags in it).
    ///   - file: the name to report the scene's file by (a shorter path); the scene's own file
    ///     by default.
    public init(scene: Scene, file: String? = nil) {
        self.scene = scene
        self.file = file ?? scene.file
    }

    /// Audits the scene. Throws when an `audit.ignore` entry names no rule, saying where.
    public func audit() throws(SceneError) -> Result {
        var exceptions: [AuditException] = []
        for ignore in scene.auditIgnores {
            guard let rule = AuditRule(id: ignore.rule) else {
                throw error(at: ignore.location, AuditRule.unknownMessage(for: ignore.rule))
            }
            exceptions.append(AuditException(rule: rule, view: ignore.view, reason: ignore.reason))
        }
        let scene = self.scene
        let found = Auditor(windows: scene.windows, language: scene.language) { object in
            scene.lineAndColumn(of: object)
        }.audit()
        let stale = zip(exceptions, scene.auditIgnores)
            .filter { exception, _ in !found.findings.contains(where: exception.covers) }
            .map { _, ignore in error(at: ignore.location, "this ignore of \(ignore.rule) matches no finding; remove it") }
        return Result(report: found.ignoring(exceptions), staleIgnores: stale)
    }

    private func error(at location: SourceLocation, _ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, keyPath: location.keyPath, message: message)
    }
}
