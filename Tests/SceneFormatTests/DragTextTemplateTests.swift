@testable import SceneFormat
import Testing
import RotorTestSupport

/// A drag's text names the dragged thing's fields in braces; the rest is kept as written.
@MainActor
@Suite("Drag text templates", .cellsScreen)
struct DragTextTemplateTests {
    private let fields = ["label": "Milk", "value": "2 litres", "index": "3"]

    @Test("each field in braces is filled in, and a name that is no field stays as written")
    func fieldsAreFilledIn() {
        #expect(SceneDragDelegate.fill("{label}, {value}", with: fields) == "Milk, 2 litres")
        #expect(SceneDragDelegate.fill("Row {index}: {label}{label}", with: fields) == "Row 3: MilkMilk")
        #expect(SceneDragDelegate.fill("{nope} {label", with: fields) == "{nope} {label")
        #expect(SceneDragDelegate.fill("{{label}}", with: fields) == "{Milk}")
        #expect(SceneDragDelegate.fill("Row 12", with: fields) == "Row 12")
        #expect(SceneDragDelegate.fill("", with: fields) == "")
        #expect(SceneDragDelegate.fill("Café {label} ☕︎", with: fields) == "Café Milk ☕︎")
    }

    @Test("a value that holds a field's name in braces is not filled in again")
    func valuesAreNotFilledAgain() {
        let nested = ["label": "{value}", "value": "2 litres"]
        #expect(SceneDragDelegate.fill("{label} and {value}", with: nested) == "{value} and 2 litres")
    }
}
