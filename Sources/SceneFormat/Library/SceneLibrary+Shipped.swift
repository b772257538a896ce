extension SceneLibrary {
    /// The files of the repository's `Scenes/`, compiled into the library as bytes by SwiftPM
    /// (`.embedInCode`, through the link `Sources/SceneFormat/Scenes`). A new scene file needs its
    /// line here: a test fails while any file of `Scenes/` is missing from this list, or any entry
    /// has no file.
    static let embedded: [ShippedScene] = [
        ShippedScene(fileName: "auto-exposed.yaml", bytes: PackageResources.auto_exposed_yaml),
        ShippedScene(fileName: "bar-graph.yaml", bytes: PackageResources.bar_graph_yaml),
        ShippedScene(fileName: "broken.yaml", bytes: PackageResources.broken_yaml),
        ShippedScene(fileName: "carry-a-drag.yaml", bytes: PackageResources.carry_a_drag_yaml),
        ShippedScene(fileName: "checkout.yaml", bytes: PackageResources.checkout_yaml),
        ShippedScene(fileName: "contact-card.yaml", bytes: PackageResources.contact_card_yaml),
        ShippedScene(fileName: "containers.yaml", bytes: PackageResources.containers_yaml),
        ShippedScene(fileName: "controls.yaml", bytes: PackageResources.controls_yaml),
        ShippedScene(fileName: "kennel.yaml", bytes: PackageResources.kennel_yaml),
        ShippedScene(fileName: "photo-collection.yaml", bytes: PackageResources.photo_collection_yaml),
        ShippedScene(fileName: "photo-grid.yaml", bytes: PackageResources.photo_grid_yaml),
        ShippedScene(fileName: "shopping-lists.yaml", bytes: PackageResources.shopping_lists_yaml),
        ShippedScene(fileName: "todo-list.yaml", bytes: PackageResources.todo_list_yaml),
        ShippedScene(fileName: "two-apps.yaml", bytes: PackageResources.two_apps_yaml),
        ShippedScene(fileName: "wwdc-story-ko.yaml", bytes: PackageResources.wwdc_story_ko_yaml),
        ShippedScene(fileName: "wwdc-story-zh.yaml", bytes: PackageResources.wwdc_story_zh_yaml),
        ShippedScene(fileName: "wwdc-story.yaml", bytes: PackageResources.wwdc_story_yaml),
    ]
}
