import CellKit

/// What a declarative drag offers: text (a template filled from the touched part), or an image.
@MainActor
enum DragContent {
    /// Text as `public.plain-text`; `{label}`, `{value}` and `{index}` are filled in.
    case text(String)
    /// An image as `public.png`.
    case image(UIImage)
}
