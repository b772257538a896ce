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
    /// The most times the audit may hold a drag over a drop point, in all, however large the
    /// file: its budget is the file's (`Scene.auditHoverBudget(within:)`), at most this.
    public let hoverLimit: Int

    /// The most hovers any file's audit may make: the budget of a file of 16 MB, the most a
    /// scene may be (`SceneLoader.Limits.fileSize`).
    public static let standardHoverLimit = 16_000_000 / Scene.auditBytesPerHover

    /// An auditor of a loaded scene.
    ///
    /// - Parameters:
    ///   - scene: the scene to audit, freshly loaded (auditing starts and cancels drags in it).
    ///   - file: the name to report the scene's file by (a shorter path); the scene's own file
    ///     by default.
    ///   - hoverLimit: the most times the audit may hold a drag over a drop point, whatever
    ///     the file's size.
    public init(scene: Scene, file: String? = nil, hoverLimit: Int = Self.standardHoverLimit) {
        self.scene = scene
        self.file = file ?? scene.file
        self.hoverLimit = hoverLimit
    }

    /// Audits the scene: as it opens, then every other screen it can reach and every tab, one
    /// at a time (`Scene.tourScreens(_:)`), each finding naming its screen and tab. Throws when
    /// an `audit.ignore` entry names no rule, saying where, and when the drag probes of the
    /// screens would hold drags over drop points more often than the file's budget allows
    /// (`Scene.auditHoverBudget(within:)`), at the drop point of the hover that would pass it:
    /// the audit ends there, whatever the screens after it hold.
    public func audit() throws(SceneError) -> Result {
        var exceptions: [AuditException] = []
        for ignore in scene.auditIgnores {
            guard let rule = AuditRule(id: ignore.rule) else {
                throw error(at: ignore.location, AuditRule.unknownMessage(for: ignore.rule))
            }
            exceptions.append(AuditException(rule: rule, view: ignore.view, reason: ignore.reason))
        }
        let scene = self.scene
        var findings: [AuditFinding] = [], actions: [OfferedAction] = [], ignored: [IgnoredFinding] = []
        var used = [Bool](repeating: false, count: exceptions.count)
        // One finger, collector and set of paths for every stop: a stop leaves nothing in them.
        let tools = AuditTools(windows: scene.windows, language: scene.language,
                               hoverLimit: scene.auditHoverBudget(within: hoverLimit))
        let locate: Auditor.Locate = { object in scene.lineAndColumn(of: object) }
        scene.tourScreens { stop in
            // Past the budget the audit has ended: the tour's other screens are not judged.
            guard tools.hovers.overrun == nil else { return }
            let place = AuditRun.Place(screen: { object in stop.screen(of: object) }, tab: stop.tab)
            let found = AuditRun(windows: scene.windows, language: scene.language, locate: locate,
                                 scope: stop.scope, place: place, tools: tools).report(checking: RuleRegistry.families)
            // Set aside while the stop is shown: an exception names its view by its path now,
            // once for the stop's findings (`ExceptionMatcher`), and only at a stop with some.
            let kept = exceptions.isEmpty || found.findings.isEmpty
                ? found : ExceptionMatcher(exceptions, findings: found.findings).apply(to: found, used: &used)
            // The first stop's lists are taken whole: appended, 100,000 findings were copied.
            if findings.isEmpty { findings = kept.findings } else { findings += kept.findings }
            if actions.isEmpty { actions = kept.actions } else { actions += kept.actions }
            ignored += kept.ignored
        }
        if let overrun = tools.hovers.overrun {
            throw SceneError(file: file, line: overrun.line ?? 0, column: overrun.column ?? 0, keyPath: "",
                             message: overrun.message)
        }
        let stale = zip(used, scene.auditIgnores)
            .filter { used, _ in !used }
            .map { _, ignore in error(at: ignore.location, "this ignore of \(ignore.rule) matches no finding; remove it") }
        return Result(report: AuditReport(findings: FileOrder.sorted(findings), actions: actions, ignored: ignored),
                      staleIgnores: stale)
    }

    private func error(at location: SourceLocation, _ message: String) -> SceneError {
        SceneError(file: file, line: location.line, column: location.column, keyPath: location.keyPath, message: message)
    }
}
