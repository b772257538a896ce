import SceneFormat
MainActor.assumeIsolated {
    do {
        let scene = try SceneLoader.load(path: try SceneLibrary.path(for: "wwdc-story"))
        let runner = ScriptRunner(scene: scene)
        let run = runner.run()
        for u in run.opening { print("  ", u) }
        for o in run.outcomes { print(o.passed == false ? "FAIL" : "ok  ", o.step.scriptText, "->", o.spokenText) }
        print(runner.finger.log.lines.joined(separator: "\n"))
        print(scene.windows[0].renderGrid().text)
    } catch { print(error) }
}
