#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A custom rotor as a scene file can say it: its name or system type, and the views its search
/// finds. The search is the app's code, which a file cannot hold: it is asked from the first item
/// forwards, as VoiceOver asks it, and what it finds is written as the rotor's `elements`.
@MainActor
struct CapturedRotor {
    /// The system types by their name in a scene file (UIKit's case names), as the scene
    /// format reads them.
    static let systemTypeNames: [UIAccessibilityCustomRotor.SystemRotorType: String] = [
        .link: "link", .visitedLink: "visitedLink", .heading: "heading", .headingLevel1: "headingLevel1",
        .headingLevel2: "headingLevel2", .headingLevel3: "headingLevel3", .headingLevel4: "headingLevel4",
        .headingLevel5: "headingLevel5", .headingLevel6: "headingLevel6", .boldText: "boldText",
        .italicText: "italicText", .underlineText: "underlineText", .misspelledWord: "misspelledWord",
        .image: "image", .textField: "textField", .table: "table", .list: "list", .landmark: "landmark",
    ]

    /// The most items a rotor's search is asked for: a search that never ends stops here.
    static let itemLimit = 500

    let name: String
    let systemType: UIAccessibilityCustomRotor.SystemRotorType
    /// The views the search found, in order.
    let targets: [UIView]
    /// What the file cannot say of the rotor, for the walk's notes.
    let problems: [String]

    /// Asks `rotor`'s search for its first item, then each next one, until it finds none, finds
    /// one it found before (a search that goes round), or `itemLimit` items.
    init(_ rotor: UIAccessibilityCustomRotor) {
        name = rotor.name
        systemType = rotor.systemRotorType
        let label = rotor.systemRotorType == .none ? "\"\(rotor.name)\"" : "of type \(Self.systemTypeNames[rotor.systemRotorType] ?? "?")"
        var targets: [UIView] = []
        var problems: [String] = []
        var seen: Set<ObjectIdentifier> = []
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        predicate.searchDirection = .next
        predicate.currentItem = UIAccessibilityCustomRotorItemResult()
        var asked = 0
        while let result = rotor.itemSearchBlock(predicate) {
            asked += 1
            guard let target = result.targetElement as? NSObject, seen.insert(ObjectIdentifier(target)).inserted else { break }
            if let view = target as? UIView {
                targets.append(view)
            } else {
                problems.append("a custom rotor \(label) finds an element that is not a view; it is left out")
            }
            if result.targetRange != nil {
                problems.append("a custom rotor \(label) finds ranges of text; its elements are written without them")
            }
            guard asked < Self.itemLimit else {
                problems.append("a custom rotor \(label) found more than \(Self.itemLimit) items; the rest are left out")
                break
            }
            predicate.currentItem = result
        }
        self.targets = targets
        self.problems = problems
    }
}
