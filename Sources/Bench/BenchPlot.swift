import Foundation
import RotorOutput

/// `rotor bench --plot FILE.svg`: each operation's cost against the scene's size on log-log
/// axes, a panel per operation and a line per scene shape, with the ratio from the smallest size
/// to the largest marked (1k→100k by default), so the scaling claim is seen at a glance.
///
/// A dashed line from each shape's smallest size rises to twice its cost at the largest: the
/// target (at most twice the cost at 100 times the views). A flat line is a cost that does not
/// grow with the scene; a line at 45° grows with it.
package struct BenchPlot: Sendable {
    package let report: BenchReport

    /// The operations drawn, in the table's order; `bytes-per-move` is bytes, not time.
    package static let operations = BenchReport.timedOperations

    package init(report: BenchReport) {
        self.report = report
    }

    static let panelWidth = 300
    static let panelHeight = 230
    static let columns = 4
    static let margin = 24
    static let headingHeight = 64
    /// Inside a panel: room for the title above, the y labels left, the x labels below.
    static let plotLeft = 62
    static let plotTop = 34
    static let plotRight = 18
    static let plotBottom = 34

    /// The shapes in the order they were measured, each with its colour.
    var shapes: [String] { report.shapes }

    static func colour(ofShape index: Int) -> String {
        ["#2f6fd0", "#e0561b", "#1f9d3a", "#9c4fd0", "#b08900"][index % 5]
    }

    /// A line's points for one operation and shape: (views, nanoseconds), by views.
    func points(_ operation: String, shape: String) -> [(views: Int, nanoseconds: UInt64)] {
        report.results.filter { $0.operation == operation && $0.scene == shape }
            .map { ($0.views, $0.medianNanoseconds) }
            .sorted { $0.views < $1.views }
    }

    /// The cost at the largest size over the cost at the smallest, with both sizes; `nil` with
    /// fewer than two sizes.
    package func ratio(_ operation: String, shape: String) -> (from: Int, to: Int, ratio: Double)? {
        let line = points(operation, shape: shape)
        guard let first = line.first, let last = line.last, last.views > first.views else { return nil }
        return (first.views, last.views, Double(max(last.nanoseconds, 1)) / Double(max(first.nanoseconds, 1)))
    }

    /// The document's lines.
    package var lines: [String] {
        let shapes = self.shapes
        let rows = (Self.operations.count + Self.columns - 1) / Self.columns
        let width = Self.margin * 2 + Self.columns * Self.panelWidth
        let height = Self.margin * 2 + Self.headingHeight + rows * Self.panelHeight
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">"#,
            "  <title>rotor bench</title>",
            #"  <rect width="\#(width)" height="\#(height)" fill="white"/>"#,
            #"  <text x="\#(Self.margin)" y="\#(Self.margin + 16)" font-size="18" font-weight="bold" fill="rgb(32,32,32)">How Rotor's cost grows with the scene</text>"#,
            #"  <text x="\#(Self.margin)" y="\#(Self.margin + 36)" font-size="12" fill="rgb(96,96,96)">Median time per operation against the views in the scene, both on log scales. Dashed: twice the smallest scene's cost (the target). ×N: largest over smallest.</text>"#,
        ]
        // The key: each shape's colour.
        var keyX = Self.margin
        for (index, shape) in shapes.enumerated() {
            let colour = Self.colour(ofShape: index)
            out.append(#"  <rect x="\#(keyX)" y="\#(Self.margin + 46)" width="14" height="4" fill="\#(colour)"/>"#)
            out.append(#"  <text x="\#(keyX + 20)" y="\#(Self.margin + 52)" font-size="12" fill="rgb(32,32,32)">\#(XMLText.escaped(shape))</text>"#)
            keyX += 30 + 8 * shape.count + 20
        }
        for (index, operation) in Self.operations.enumerated() {
            let x = Self.margin + (index % Self.columns) * Self.panelWidth
            let y = Self.margin + Self.headingHeight + (index / Self.columns) * Self.panelHeight
            out += panel(operation, shapes: shapes, x: x, y: y).map { "  " + $0 }
        }
        out.append("</svg>")
        return out
    }

    /// The document as one string.
    package var text: String { lines.joined(separator: "\n") + "\n" }

    /// One operation's panel: axes with decade ticks, a line per shape, its ratio and target.
    private func panel(_ operation: String, shapes: [String], x: Int, y: Int) -> [String] {
        let lines = shapes.map { points(operation, shape: $0) }
        let all = lines.flatMap { $0 }
        var out = [#"<text x="\#(x + Self.plotLeft)" y="\#(y + 20)" font-size="14" font-weight="bold" fill="rgb(32,32,32)">\#(XMLText.escaped(operation))</text>"#]
        let left = Double(x + Self.plotLeft), top = Double(y + Self.plotTop)
        let right = Double(x + Self.panelWidth - Self.plotRight), bottom = Double(y + Self.panelHeight - Self.plotBottom)
        out.append(#"<rect x="\#(left)" y="\#(top)" width="\#(right - left)" height="\#(bottom - top)" fill="rgb(250,250,250)" stroke="rgb(200,200,200)"/>"#)
        guard !all.isEmpty else {
            out.append(#"<text x="\#((left + right) / 2)" y="\#((top + bottom) / 2)" font-size="12" text-anchor="middle" fill="rgb(120,120,120)">not measured</text>"#)
            return out
        }
        // Axes in whole decades around the data, and up to twice the smallest cost (the target).
        let viewLogs = all.map { log10(Double(max($0.views, 1))) }
        let costs = all.map { log10(Double(max($0.nanoseconds, 1))) } + lines.compactMap { line in
            line.first.map { log10(Double(max($0.nanoseconds, 1)) * 2) }
        }
        let xRange = Self.decades(viewLogs), yRange = Self.decades(costs)
        func px(_ views: Int) -> Double {
            left + (log10(Double(max(views, 1))) - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * (right - left)
        }
        func py(_ nanoseconds: Double) -> Double {
            bottom - (log10(max(nanoseconds, 1)) - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * (bottom - top)
        }
        for decade in Int(xRange.lowerBound)...Int(xRange.upperBound) {
            let views = Int(pow(10, Double(decade)))
            let tick = Self.rounded(px(views))
            out.append(#"<line x1="\#(tick)" y1="\#(top)" x2="\#(tick)" y2="\#(bottom)" stroke="rgb(228,228,228)"/>"#)
            out.append(#"<text x="\#(tick)" y="\#(bottom + 16)" font-size="11" text-anchor="middle" fill="rgb(96,96,96)">\#(Self.views(views))</text>"#)
        }
        for decade in Int(yRange.lowerBound)...Int(yRange.upperBound) {
            let tick = Self.rounded(py(pow(10, Double(decade))))
            out.append(#"<line x1="\#(left)" y1="\#(tick)" x2="\#(right)" y2="\#(tick)" stroke="rgb(228,228,228)"/>"#)
            out.append(#"<text x="\#(left - 6)" y="\#(tick + 4)" font-size="11" text-anchor="end" fill="rgb(96,96,96)">\#(Self.decade(decade))</text>"#)
        }
        out.append(#"<text x="\#((left + right) / 2)" y="\#(bottom + 30)" font-size="11" text-anchor="middle" fill="rgb(96,96,96)">views</text>"#)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let colour = Self.colour(ofShape: index)
            let coordinates = line.map { "\(Self.rounded(px($0.views))),\(Self.rounded(py(Double($0.nanoseconds))))" }
            if let first = line.first, let last = line.last, last.views > first.views {
                // The target: twice the smallest scene's cost at the largest.
                out.append(#"<line x1="\#(Self.rounded(px(first.views)))" y1="\#(Self.rounded(py(Double(first.nanoseconds))))" x2="\#(Self.rounded(px(last.views)))" y2="\#(Self.rounded(py(Double(max(first.nanoseconds, 1)) * 2)))" stroke="\#(colour)" stroke-width="1" stroke-dasharray="4 3" opacity="0.6"/>"#)
            }
            out.append(#"<polyline points="\#(coordinates.joined(separator: " "))" fill="none" stroke="\#(colour)" stroke-width="2"/>"#)
            for point in line {
                out.append(#"<circle cx="\#(Self.rounded(px(point.views)))" cy="\#(Self.rounded(py(Double(point.nanoseconds))))" r="3" fill="\#(colour)"/>"#)
            }
        }
        // The ratios stacked in the panel's top-left corner, a line per shape in its colour, on a
        // pale ground so the lines under them do not hide them.
        let ratios = shapes.indices.compactMap { index in
            ratio(operation, shape: shapes[index]).map { (index, $0) }
        }
        if !ratios.isEmpty {
            out.append(#"<rect x="\#(left + 2)" y="\#(top + 2)" width="118" height="\#(ratios.count * 13 + 4)" fill="white" opacity="0.85"/>"#)
        }
        for (line, (index, ratio)) in ratios.enumerated() {
            let label = "\(Self.views(ratio.from))→\(Self.views(ratio.to)) " + String(format: "×%.2f", ratio.ratio)
            out.append(#"<text x="\#(left + 6)" y="\#(top + 14 + Double(line) * 13)" font-size="11" font-weight="bold" fill="\#(Self.colour(ofShape: index))">\#(XMLText.escaped(label))</text>"#)
        }
        return out
    }

    /// A range of whole decades holding every value (at least one decade wide).
    static func decades(_ logs: [Double]) -> ClosedRange<Double> {
        let low = (logs.min() ?? 0).rounded(.down), high = (logs.max() ?? 1).rounded(.up)
        return low...(high > low ? high : low + 1)
    }

    /// A power of ten nanoseconds as the axis shows it: 1 ns, 10 µs, 100 ms, 1 s.
    static func decade(_ exponent: Int) -> String {
        let units = ["ns", "µs", "ms", "s"]
        let unit = min(max(exponent, 0) / 3, units.count - 1)
        let value = Int(pow(10, Double(max(exponent, 0) - unit * 3)))
        return "\(value) \(units[unit])"
    }

    /// A number of views as the axis shows it: 100, 1k, 10k, 100k.
    static func views(_ count: Int) -> String {
        count >= 1000 && count % 1000 == 0 ? "\(count / 1000)k" : "\(count)"
    }

    /// A coordinate to a tenth of a pixel, so the document is the same from run to run.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 10).rounded() / 10
    }
}
