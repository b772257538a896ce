import SceneFormat
import Testing
import RotorTestSupport

/// A key no view type has, and far from every one, is refused with the keys views may have.
@MainActor
@Suite("A key no view has", .cellsScreen)
struct UnknownViewKeyTests {
    static func error(_ view: String) -> String {
        let yaml = "window:\n  size: [40, 10]\nviews:\n  - \(view)\n"
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "bad.yaml")
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test func isRefusedWithEveryKeyAViewMayHaveOnceInTheSameOrderEachTime() {
        // Every view's keys, `parent` (a window's own view), then each type's own in the order
        // the types are listed, each once.
        #expect(Self.error("{ type: label, frame: [0, 0, 5, 1], text: Hi, qqqqqqqqqq: 1 }")
            == "bad.yaml:4:51: views[0]: unknown key 'qqqqqqqqqq'; expected one of: id, type, frame, hidden, alpha, "
            + "interactive, enabled, background, border, layers, accessibility, drag, drop, subviews, parent, text, color, title, "
            + "action, on, value, minimum, maximum, progress, placeholder, firstResponder, symbol, cells, content, items, bars, "
            + "barElements, contentSize, contentOffset, layout, appearance, itemSize, spacing, sectionInset, tabs, selected, hasSelection, segments, columns, "
            + "rows, rowHeaders, definesRows, definesColumns, style, sections, editing, step, wraps, autorepeat, pages, current, hidesForSinglePage, editable")
    }

    @Test func anotherTypesKeyIsRefusedWithTheKeysOfThisType() {
        #expect(Self.error("{ type: switch, frame: [0, 0, 5, 1], bars: [] }")
            == "bad.yaml:4:42: views[0]: unknown key 'bars'; expected one of: id, type, frame, hidden, alpha, "
            + "interactive, enabled, background, border, layers, accessibility, drag, drop, subviews, parent, on, action")
    }
}
