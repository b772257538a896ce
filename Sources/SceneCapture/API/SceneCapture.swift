#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// Writes live windows as a Rotor scene file: their views, frames, accessibility (elements,
/// labels, values, hints, traits, containers, custom action names, drag source and drop point
/// descriptors, computed ones as they are now) and drag and drop interactions.
///
/// It reads only API that UIKit has (and CellKit mirrors), so the same source compiles in an
/// iOS app's debug build. What a screen keeps in code (which items a drag gives, what a drop
/// accepts, what an action does) cannot be read: defaults stand in, listed at the top of the
/// file and marked where they are used.
///
/// ```swift
/// let yaml = SceneCapture.sceneFile(of: [window], options: CaptureOptions(title: "Inbox"))
/// try SceneCapture.write([window], to: URL(fileURLWithPath: "inbox.yaml"))
/// ```
@MainActor
public enum SceneCapture {
    /// The scene file for these windows (back to front), as text.
    public static func sceneFile(of windows: [UIWindow], options: CaptureOptions = CaptureOptions()) -> String {
        capture(of: windows, options: options).text
    }

    /// The scene file for these windows (back to front), with what the screens had that it
    /// could not write (the file's header lists the same): for a tool to say so as well.
    public static func capture(of windows: [UIWindow], options: CaptureOptions = CaptureOptions()) -> CapturedScene {
        let screens = CapturedScreens(windows: windows)
        // A script given is the file's: no touch checks are found for one of their own.
        let walker = SceneWalker(topViews: screens.topViews(of: windows), checksTouches: options.script == nil)
        var entries = [YAMLEntry("title", .text(options.title + " (captured)")),
                       YAMLEntry("language", .bare(options.language.rawValue))]
        if options.verbosity != CaptureOptions.Verbosity() {
            var settings: [YAMLEntry] = []
            if options.verbosity.actions != .speak { settings.append(YAMLEntry("actions", .bare(options.verbosity.actions.rawValue))) }
            if !options.verbosity.speaksHints { settings.append(YAMLEntry("hints", .bool(false))) }
            entries.append(YAMLEntry("voiceOver", .mapping([YAMLEntry("verbosity", .mapping(settings, flow: true))], flow: true)))
        }
        if let device = CapturedScreens.deviceEntry(of: windows) { entries.append(device) }
        // A screen written in points is written in points: the scene then draws it as it was.
        if PlatformBridge.isInPoints(windows.first) { entries.append(YAMLEntry("unit", .bare("points"))) }
        if windows.count == 1, let window = windows.first, window.frame.origin == .zero {
            entries.append(YAMLEntry("window", .mapping([YAMLEntry("size", windowSize(window)),
                                                         YAMLEntry("app", .text(PlatformBridge.application(of: window)))]
                                                            + screens.windowEntries(for: window),
                                                        flow: false)))
            if !screens.showsScreens(window) {
                let views = walker.views(of: window)
                if !views.isEmptyCollection { entries.append(YAMLEntry("views", views)) }
            }
        } else if windows.isEmpty {
            entries.append(YAMLEntry("window", .mapping([YAMLEntry("size", .numbers([1, 1]))], flow: false)))
        } else {
            let each: [YAMLNode] = windows.map { window in
                .mapping([YAMLEntry("app", .text(PlatformBridge.application(of: window))),
                          YAMLEntry("frame", CaptureNumbers.rect(window.frame))]
                             + (screens.showsScreens(window) ? screens.windowEntries(for: window)
                                                             : [YAMLEntry("views", walker.views(of: window))]),
                         flow: false)
            }
            entries.append(YAMLEntry("windows", .list(each, flow: false)))
        }
        if let list = screens.screensEntry(walker: walker) { entries.append(list) }
        let script = options.script ?? touchScript(walker.touchChecks)
        if !script.isEmpty { entries.append(YAMLEntry("script", .text(script))) }
        let notes = walker.notes + screens.notes
        // Without notes the file is written after its header in one string, and is its own
        // text without notes: each copy of a 16 MB document (header + document) was 16 MB.
        guard !notes.isEmpty else {
            return CapturedScene(text: YAMLEmitter.document(entries, after: header(notes: [])), notes: [])
        }
        let document = YAMLEmitter.document(entries)
        return CapturedScene(text: header(notes: notes) + document, notes: notes,
                             textWithoutNotes: header(notes: []) + document)
    }

    /// The scene file for one window.
    public static func sceneFile(of window: UIWindow, options: CaptureOptions = CaptureOptions()) -> String {
        sceneFile(of: [window], options: options)
    }

    /// Writes the scene file for these windows to a file, replacing it. Throws when the file
    /// cannot be written.
    public static func write(_ windows: [UIWindow], to url: URL, options: CaptureOptions = CaptureOptions()) throws {
        try Data(sceneFile(of: windows, options: options).utf8).write(to: url, options: .atomic)
    }

    /// Writes the scene file into the app's Documents folder as `name`.yaml (in an app: where
    /// the Files app and Xcode's container download find it) and returns where.
    @discardableResult
    public static func writeToDocuments(_ windows: [UIWindow], name: String = "captured",
                                        options: CaptureOptions = CaptureOptions()) throws -> URL {
        let folder = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil,
                                                 create: true)
        let url = folder.appendingPathComponent(name + ".yaml")
        try write(windows, to: url, options: options)
        return url
    }

    /// The window's size as it is: a scene's window may be any positive size, however small, and
    /// writing a tiny one as 1 would move what its screen shows. Only a size of 0, which no scene
    /// can write, is written as 1.
    private static func windowSize(_ window: UIWindow) -> YAMLNode {
        func positive(_ extent: CGFloat) -> CGFloat {
            let written = CaptureNumbers.extent(extent)
            return written > 0 ? written : 1
        }
        return .numbers([positive(window.frame.width), positive(window.frame.height)])
    }

    /// The file's opening comment: the defaults, then what this screen had that no key says.
    private static func header(notes: [String]) -> String {
        var lines = CaptureDefaults.header
        if !notes.isEmpty {
            lines.append("Not captured:")
            lines += notes.map { "- " + $0 }
        }
        return lines.map { "# " + YAMLQuoting.comment($0) }.joined(separator: "\n") + "\n"
    }

    /// The script that checks the capture: each element touched where VoiceOver activates it
    /// says its label. VoiceOver says nothing when the element touched already has the focus
    /// (the first element has it when the scene opens, and which that is depends on VoiceOver's
    /// order), so the first element checked is touched once unchecked, and checked at the end,
    /// after the focus has moved on; a screen with one such element is checked by reading it all.
    private static func touchScript(_ checks: [TouchCheck]) -> String {
        guard let first = checks.first else { return "" }
        var lines = ["# Each element, touched where VoiceOver activates it, still says its label."]
        if checks.count == 1 {
            lines.append("read from top ~ " + first.label)
        } else {
            lines.append(first.gesture)
            lines += checks.dropFirst().map(\.line)
            lines.append(first.line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
