import CellKit

/// The colours a scene names (`color: red`): the terminal's eight, in `CellColor`'s order.
enum SceneColors {
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour a name (one of `names`) stands for.
    @MainActor
    static func color(named name: String) -> UIColor {
        UIColor(cellColor: CellColor.allCases[names.firstIndex(of: name) ?? 0])
    }
}
