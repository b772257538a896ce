import CellKit

/// `type: barGraph`: bars drawn as `CALayer`s (`BarGraphView`), as in the talk.
struct BarGraphType: ViewType {
    let name = "barGraph"
    let summary = "Bars drawn as `CALayer`s, as in the talk: the view is no element, and its bars are none unless "
        + "`barElements` makes them elements."
    let keys = [
        SchemaKey("title", .text, .defaults(""), "drawn above the bars"),
        SchemaKey("bars", .list(.mapping(Self.eachBar)), .required,
                  "at least one; the frame must fit them (3 columns, and 10 for each bar) and be 6 rows high"),
        SchemaKey("color", .color, .otherwise("blue"), "the bars' colour"),
        SchemaKey("barElements", .mapping(Self.barElements), .optional,
                  "makes each bar a `UIAccessibilityElement`; `{}` makes them without a drag source"),
    ]

    static let eachBar = MappingSchema(
        title: "`barGraph` `bars` (each)",
        summary: "A bar: its element's label and value.",
        keys: [
            SchemaKey("label", .text, .required, "drawn under the bar; the element's label"),
            SchemaKey("value", .number(NumberRange.barValues), .required, "the bar's height, as a share of the tallest; not negative"),
        ])

    static let barElements = MappingSchema(
        title: "`barGraph` `barElements`",
        summary: "The bars as elements.",
        keys: [
            SchemaKey("dragSource", .text, .optional, "each bar's one drag source, of this name, at the bar's centre in the graph view"),
        ])

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let barNodes = try keys.required("bars").sequence()
        guard !barNodes.isEmpty else { throw try keys.required("bars").error("a bar graph needs at least one bar") }
        var bars: [BarGraphView.Bar] = []
        for node in barNodes {
            let bar = try node.mapping(Self.eachBar)
            let valueNode = try bar.required("value")
            let value = try valueNode.double(in: NumberRange.barValues, negative: "a bar's value cannot be negative")
            bars.append(BarGraphView.Bar(label: try bar.required("label").string(), value: value))
        }
        let needed = BarGraphView.leading + CGFloat(bars.count) * (BarGraphView.barWidth + BarGraphView.gap)
        guard frame.width >= needed, frame.height >= 6 else {
            throw try keys.required("frame").error("a bar graph of \(bars.count) bars needs at least \(Int(saturating: needed)) columns and 6 rows")
        }
        let color = try keys["color"].map { node throws(SceneError) in try node.color() } ?? .systemBlue
        let graph = BarGraphView(frame: frame, title: try keys.defaulted("title").string(), bars: bars, color: color)
        if let node = keys["barElements"] {
            let elements = try node.mapping(Self.barElements)
            graph.makeAccessibilityElements(dragSourceName: try elements["dragSource"]?.string())
        }
        return graph
    }
}
