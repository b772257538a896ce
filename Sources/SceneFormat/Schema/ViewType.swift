import CellKit

/// One type of view a scene may describe (`type: label`): its own keys, each with its kind,
/// default and meaning, and how a view of the type is built from them.
///
/// A new view type is a file in `Schema/ViewTypes/` and a line in `SceneSchema.viewTypes`; its
/// keys are then allowed, suggested, documented in `Scenes/README.md` and required in the
/// every-key scene (`EveryKeyTests`) without another change.
@MainActor
protocol ViewType {
    /// What `type:` says.
    var name: String { get }
    /// What the type is and how VoiceOver treats it, for the README.
    var summary: String { get }
    /// The keys a view of this type has besides every view's (`CommonViewKeys`). A key named
    /// as one of those (a collection view's `drag` and `drop`) replaces it: the type reads it.
    var keys: [SchemaKey] { get }

    /// The view, from its keys and its frame. Every view's keys (id, hidden, accessibility,
    /// drag, drop, subviews…) are applied afterwards by the builder.
    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView
}
