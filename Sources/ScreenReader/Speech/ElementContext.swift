/// Where an element sits, as VoiceOver says it after the element's trait words: at the start or
/// end of a list or landmark, its place in a series or a tab bar, its row and column in a table.
public enum ElementContext: Sendable, Equatable {
    /// The first element of a list ("List Start."); a list's only element has this alone.
    case listStart
    /// The last element of a list of two or more ("List End.").
    case listEnd
    /// The first element of a landmark ("Landmark.").
    case landmarkStart
    /// The last element of a landmark of two or more ("End.").
    case landmarkEnd
    /// An element of a series, a segmented control's segments: "N of M."
    case series(index: Int, count: Int)
    /// An element of a tab bar: "Tab. N of M.", never "Button."
    case tab(index: Int, count: Int)
    /// A cell of a data table: its headers before it, its place after it.
    case dataTableCell(DataTableCell)

    /// A data table cell's place and the headers read with it.
    public struct DataTableCell: Sendable, Equatable {
        /// A header cell's label and value, either possibly empty.
        public struct Header: Sendable, Equatable {
            public let label: String
            public let value: String

            public init(label: String, value: String) {
                self.label = label
                self.value = value
            }
        }

        /// The row and column (0-based), `nil` where the cell has none.
        public let row: Int?
        public let column: Int?
        /// How many rows and columns the cell spans.
        public let rowSpan: Int
        public let columnSpan: Int
        /// Whether no cell comes before it in its row: only then is the row said.
        public let isFirstInRow: Bool
        /// The row's headers (for the row's first cell), then the column's.
        public let headers: [Header]

        public init(row: Int?, column: Int?, rowSpan: Int = 1, columnSpan: Int = 1, isFirstInRow: Bool,
                    headers: [Header] = []) {
            self.row = row
            self.column = column
            self.rowSpan = rowSpan
            self.columnSpan = columnSpan
            self.isFirstInRow = isFirstInRow
            self.headers = headers
        }
    }

    /// Whether VoiceOver leaves out "Button." for an element here: in a tab bar it is a tab.
    var hidesButtonTrait: Bool {
        if case .tab = self { return true }
        return false
    }

    /// Whether VoiceOver says "Tab." for an element here.
    var showsTabTrait: Bool {
        if case .tab = self { return true }
        return false
    }
}
