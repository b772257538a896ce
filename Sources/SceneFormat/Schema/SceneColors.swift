import CellKit

/// The colours a scene names (`color: red`): the terminal's eight, in `CellColor`'s order.
enum SceneColors {
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// One colour object for each name, shared by every view that names it: a long table's rows
    /// hold one colour, not one each.
    private static let palette: [UIColor] = CellColor.allCases.map(UIColor.init(cellColor:))

    /// The colour a name (one of `names`) stands for.
    static func color(named name: String) -> UIColor {
        palette[names.firstIndex(of: name) ?? 0]
    }
}
