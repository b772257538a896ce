/// What the capture writes where a live screen keeps its answer in code: a delegate's logic
/// (which items a drag gives, what a drop accepts), an action's handler. Each is a default
/// that keeps the scene explorable (drags start, drops land, actions run) and auditable, and
/// each is marked in the file with one of these comments.
enum CaptureDefaults {
    /// What every captured drop accepts: anything.
    static let acceptedType = "public.item"
    /// What a captured drag gives: its label, as text.
    static let dragText = "{label}"
    /// What a captured image view's drag gives when its image is not a symbol a scene names.
    static let dragSymbol = "photo"

    static let drag = "captured default: the drag gives its label as text (the delegate's items are not visible)"
    static let imageDrag = "captured default: an image view's drag gives its image (the delegate's items are not visible)"
    static let layerDrag = "captured default: a drag over layers gives the one under the touch, as the talk's bar graph"
    static let drop = "captured default: takes anything, as a copy (its delegate handles none of the types a scene names)"
    static let probedDrop = "captured: the types its delegate's canHandle takes and the operation its sessionDidUpdate "
        + "proposes for a drag from the app; added to its value (default)"
    static let collectionDrag = "captured default: the items reorder (the drag delegate's logic is not visible)"
    static let collectionDrop = "captured default: takes anything (the drop delegate's logic is not visible)"
    static let probedCollectionDrop = "captured: the types its canHandle takes and the intent its dropSessionDidUpdate "
        + "proposes; a drop inserts the item (default)"
    static let tableDrag = "captured default: a row's drag carries its text (the drag delegate's items are not visible)"
    static let tableDrop = "captured default: takes anything; a drop inserts a row with its text (the delegate's logic is not visible)"
    static let probedTableDrop = "captured: the types its canHandle takes and what its dropSessionDidUpdate proposes for a drag "
        + "from the app; a drop inserts a row with its text (default)"
    static let tableReorder = "captured: the types its canHandle takes; its rows drag and its data source moves them, so "
        + "a drag from the app moves (its delegate proposed a copy to a drag not under way); a drop inserts a row with its "
        + "text (default)"
    static let customActions = "captured default: each action succeeds and does nothing else (handlers are code)"
    static let tabPages = "captured: which views each tab shows is the delegate's; the hidden ones are hidden"

    /// The file's first lines.
    static let header = [
        "Captured from a live screen by SceneCapture. What a screen keeps in code is not visible",
        "to a capture; these defaults keep the scene explorable and auditable, and are marked",
        "\"captured default\" where they are used:",
        "- a drag gives its label as text (over layers of its own: the layer under the touch; from an",
        "  image view: its image);",
        "- a drop takes the types its delegate's canHandle says yes to (asked with a probe session),",
        "  with the operation its sessionDidUpdate proposes for a drag from the app, added to the",
        "  view's value (written as a list); a table view's inserts a row with the text dropped;",
        "- a table view's rows are what its data source gave when captured; a row's drag carries its text;",
        "- a custom action succeeds and does nothing else, as does a table row's swipe action;",
        "  controls, and views that act on a double tap (a SwiftUI button), have no actions;",
        "- values are as they were when captured (a value made of other views' does not follow them).",
        "So `rotor audit` cannot find a drag that gives no items where its view has no layers of its own.",
    ]
}
