import CellKit

/// `type: pageControl`: a `UIPageControl`.
struct PageControlType: ViewType {
    let name = "pageControl"
    let summary = "A `UIPageControl`: one adjustable element, \"page 2 of 3. Adjustable.\"; a swipe up shows the next "
        + "page, a swipe down the previous one."
    let keys = [
        SchemaKey("pages", .number(0...10_000), .required, "how many pages (`numberOfPages`)"),
        SchemaKey("current", .number(1...10_000), .defaults("1"), "the page shown at first, from 1 (`currentPage` + 1)"),
        SchemaKey("hidesForSinglePage", .bool, .defaults("false"), "hidden, from sight and VoiceOver, with one page or none"),
        SceneEffect.actionKey("run when the page changes"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let control = UIPageControl(frame: frame)
        let pages = try keys.required("pages").int(in: 0...10_000)
        control.numberOfPages = pages
        // One of its pages, whatever the number written (past 10,000 or past `Int` too): from 1
        // to how many there are. With none, only the default (UIKit's page 0): a written page
        // would load a control VoiceOver reads as "Adjustable." with no value.
        if pages == 0, let written = keys["current"] {
            throw written.error("a page control of no pages has no current page: `current` lies within 1…pages and "
                + "`pages` is 0; give `pages` from 1 to 10000, or leave out `current`")
        }
        let current = try keys.defaulted("current").int(in: 1...max(1, pages))
        control.currentPage = current - 1
        control.hidesForSinglePage = try keys.defaulted("hidesForSinglePage").bool()
        try SceneEffect.addAction(of: keys, to: control, in: &builder)
        return control
    }
}
