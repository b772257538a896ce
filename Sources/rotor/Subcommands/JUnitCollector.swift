import SceneFormat

/// The scenes `rotor test --format junit` reports on, gathered as they are tested.
struct JUnitCollector {
    /// Whether JUnit XML is wanted; when it is not, nothing is kept.
    let isOn: Bool
    private(set) var suites: [JUnitReport.Suite] = []

    init(isOn: Bool) {
        self.isOn = isOn
    }

    mutating func add(_ name: String, file: String, _ outcome: JUnitReport.Outcome) {
        guard isOn else { return }
        suites.append(JUnitReport.Suite(name: name, file: file, outcome: outcome))
    }
}
