import Foundation
import Testing

/// The reports CI systems read, checked by the readers CI systems use: SARIF against its
/// published schema (the `jsonschema` package), JUnit XML by `junitparser`. `.ci/run` installs
/// both; with ROTOR_E2E=1 a missing one is a failure, not a skip. Without ROTOR_E2E, a test whose
/// reader is missing does not run: README's `swift test` needs only Swift and libncurses-dev.
@Suite("Reports for CI (SARIF, JUnit)", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct ReportFormatTests {
    static let fixtures = BuiltRotor.root.appendingPathComponent("Tests/Fixtures")

    /// Whether python3 can import a module.
    static func hasPython(_ module: String) -> Bool {
        (try? Spawn.run(["python3", "-c", "import \(module)"]).status) == 0
    }

    /// Whether a test that reads a report with a Python package runs: always under ROTOR_E2E=1
    /// (where `#require` then fails on a missing package), otherwise only where the package is.
    static func runs(with module: String) -> Bool {
        BuiltRotor.isRequired || hasPython(module)
    }

    static func temporaryFile(_ name: String, holding text: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        if let text { try text.write(to: file, atomically: true, encoding: .utf8) }
        return file
    }

    @Test("audit --format sarif validates against the SARIF 2.1.0 schema and puts each finding on its line", .enabled(if: runs(with: "jsonschema")))
    func sarif() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasPython("jsonschema"), "python3 with jsonschema (pip install jsonschema)")
        let result = try BuiltRotor.run(["audit", "broken", "bar-graph", "--format", "sarif"])
        #expect(result.status == 1, "the exit status is the audit's, whatever the format")
        let file = try Self.temporaryFile("audit.sarif", holding: result.output)
        let validation = try Spawn.run(["python3", Self.fixtures.appendingPathComponent("validate-json-schema.py").path,
                                        Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, file.path])
        #expect(validation.status == 0, "\(validation.errors)")

        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        // `broken` is made to trigger every rule, so its findings name them all.
        let brokenRules = Set((run["results"] as? [[String: Any]] ?? []).filter { Self.uri(of: $0) == "Scenes/broken.yaml" }
            .compactMap { $0["ruleId"] as? String })
        #expect(Set(ruleIDs) == brokenRules && ruleIDs.count == brokenRules.count && ruleIDs.contains("point-obscured"))
        for rule in rules {
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            #expect(help.contains("Example fix:"), "\(rule["id"] ?? "?") has its rationale and example as help")
        }

        let lines = try String(contentsOf: BuiltRotor.root.appendingPathComponent("Scenes/broken.yaml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let results = try #require(run["results"] as? [[String: Any]])
        let broken = results.filter { Self.uri(of: $0) == "Scenes/broken.yaml" }
        // As many results as the text report of the same scene has findings.
        let text = try BuiltRotor.run(["audit", "Scenes/broken.yaml"]).output
        let findings = text.split(separator: "\n").filter { $0.hasPrefix("Scenes/broken.yaml:") && $0.contains(" [") }
        #expect(broken.count == findings.count && broken.count > 10)
        for finding in broken {
            let ruleID = finding["ruleId"] as? String ?? ""
            #expect(ruleIDs.firstIndex(of: ruleID) == finding["ruleIndex"] as? Int)
            let location = try #require((finding["locations"] as? [[String: Any]])?.first)
            let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int), column = try #require(region["startColumn"] as? Int)
            let names = (location["logicalLocations"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            // The region starts at the first key of the view's mapping, which is its id.
            let text = lines.indices.contains(line - 1) ? lines[line - 1] : ""
            var declared = Substring(text.dropFirst(column - 1))
            if declared.hasPrefix("{ ") { declared = declared.dropFirst(2) }
            #expect(declared.hasPrefix("id: "), "\(ruleID) at \(line):\(column) starts a view: \(text)")
            let id = declared.dropFirst(4).prefix { $0 != "," && $0 != " " && $0 != "}" }
            #expect(names.contains(String(id)), "\(ruleID) at \(line):\(column) is about \(names), and the line declares \(id)")
        }
        #expect(results.contains { Self.uri(of: $0) == "Scenes/bar-graph.yaml" && $0["suppressions"] != nil },
                "what the scene's audit.ignore sets aside is a suppressed result, with its reason")
        let levels = Set(broken.compactMap { $0["level"] as? String })
        #expect(levels == ["error", "warning", "note"])
    }

    static func uri(of result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first
        return ((location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    @Test("an unreadable scene is an error notification in SARIF, and the log still validates", .enabled(if: runs(with: "jsonschema")))
    func sarifUnreadable() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasPython("jsonschema"), "python3 with jsonschema (pip install jsonschema)")
        let result = try BuiltRotor.run(["audit", "controls", "no-such-scene", "--format", "sarif"])
        #expect(result.status == 2)
        let file = try Self.temporaryFile("audit.sarif", holding: result.output)
        let validation = try Spawn.run(["python3", Self.fixtures.appendingPathComponent("validate-json-schema.py").path,
                                        Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, file.path])
        #expect(validation.status == 0, "\(validation.errors)")
        #expect(result.output.contains(#""executionSuccessful" : false"#))
        #expect(result.output.contains("no-such-scene"))
    }

    @Test("test --format junit: a suite per scene, a case per check, expected and heard text in the failure", .enabled(if: runs(with: "junitparser")))
    func junit() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasPython("junitparser"), "python3 with junitparser (pip install junitparser)")
        // A script whose second check is wrong, with text XML must escape and a control character.
        let script = try Self.temporaryFile("wrong.script", holding: """
            swipe right = January: 12 / Actions Available.
            swipe right = <Feb & "March"> \u{1B}[31m
            swipe right ~ March
            """)
        let result = try BuiltRotor.run(["test", "wwdc-story", "--script", script.path, "--format", "junit"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("<?xml"), "nothing but the XML on standard output")
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.errors.contains("0 passed, 1 failed"))
        let file = try Self.temporaryFile("report.xml", holding: result.output)
        let read = try Spawn.run(["python3", Self.fixtures.appendingPathComponent("read-junit.py").path, file.path])
        #expect(read.status == 0, "\(read.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any])
        #expect(report["tests"] as? Int == 3)
        #expect(report["failures"] as? Int == 1)
        let suites = try #require(report["suites"] as? [[String: Any]])
        #expect(suites.map { $0["name"] as? String } == ["wwdc-story"])
        let cases = try #require(suites.first?["cases"] as? [[String: Any]])
        #expect(cases.count == 3)
        let failed = try #require(cases.first { !(($0["results"] as? [Any]) ?? []).isEmpty })
        let failure = try #require((failed["results"] as? [[String: Any]])?.first)
        #expect(failure["kind"] as? String == "failure")
        let text = failure["text"] as? String ?? ""
        #expect(text.contains(#"expected = <Feb & "March"> ␛[31m"#), "the expectation, control character shown: \(text)")
        #expect(text.contains("heard    = February: 30 / Actions Available."))
        #expect((failed["name"] as? String)?.hasPrefix("line 2: swipe right") == true)
    }

    @Test("test --format junit over every shipped scene: every case passes, and unreadable scenes are errors", .enabled(if: runs(with: "junitparser")))
    func junitShipped() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasPython("junitparser"), "python3 with junitparser (pip install junitparser)")
        let result = try BuiltRotor.run(["test", "--format", "junit"])
        #expect(result.status == 0)
        let file = try Self.temporaryFile("report.xml", holding: result.output)
        let read = try Spawn.run(["python3", Self.fixtures.appendingPathComponent("read-junit.py").path, file.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any])
        #expect((report["tests"] as? Int ?? 0) > 100)
        #expect(report["failures"] as? Int == 0)
        let shipped = try FileManager.default.contentsOfDirectory(atPath: BuiltRotor.root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }
        #expect((report["suites"] as? [Any])?.count == shipped.count, "a suite per shipped scene")

        let missing = try BuiltRotor.run(["test", "no-such-scene", "--format", "junit"])
        #expect(missing.status == 2)
        let missingFile = try Self.temporaryFile("missing.xml", holding: missing.output)
        let readMissing = try Spawn.run(["python3", Self.fixtures.appendingPathComponent("read-junit.py").path, missingFile.path])
        #expect(readMissing.output.contains(#""errors": 1"#))
    }
}
