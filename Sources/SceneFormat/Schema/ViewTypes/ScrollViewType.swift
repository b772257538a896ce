import CellKit

/// `type: scrollView`: a `UIScrollView`.
struct ScrollViewType: ViewType {
    let name = "scrollView"
    let summary = "A `UIScrollView`; its `subviews` are the content. VoiceOver scrolls it to show the element it moves to."
    let keys = [
        SchemaKey("contentSize", .size, .otherwise("the frame's size"), "`[columns, rows]` of content"),
        SchemaKey("contentOffset", .point, .otherwise("`[0, 0]`"), "`[x, y]`: how far it is scrolled"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = try keys["contentSize"]?.size() ?? frame.size
        if let node = keys["contentOffset"] { scrollView.contentOffset = try node.point() }
        return scrollView
    }
}
