import CellKit

/// The names scene files and the inspector give accessibility traits: UIKit's own property
/// names, one table so the two never disagree.
public enum TraitNames {
    /// Every named trait, in the order the inspector lists them: UIKit's public traits, then
    /// the ones UIKit gives its own views privately (a text field's, a back button's, a tab
    /// bar item's), which VoiceOver speaks and a scene may set.
    public static let all: [(name: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("staticText", .staticText), ("header", .header), ("adjustable", .adjustable), ("notEnabled", .notEnabled),
        ("searchField", .searchField), ("toggleButton", .toggleButton), ("summaryElement", .summaryElement),
        ("updatesFrequently", .updatesFrequently), ("playsSound", .playsSound), ("keyboardKey", .keyboardKey),
        ("startsMediaSession", .startsMediaSession), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar),
        ("backButton", .backButton), ("tabBarItem", .tabBarItem), ("textEntry", .textEntry),
        ("secureTextField", .secureTextField), ("isEditing", .isEditing), ("textArea", .textArea),
    ]

    /// The trait with a name, if any.
    public static func trait(named name: String) -> UIAccessibilityTraits? {
        all.first { $0.name == name }?.trait
    }

    /// The names of the traits in a set, in table order.
    public static func names(in traits: UIAccessibilityTraits) -> [String] {
        all.filter { traits.contains($0.trait) }.map(\.name)
    }
}
