/// The view a hosting configuration's cell shows: the content at the cell's leading edge inside
/// the margins, centred in the cell's height, at least the minimum size, on the background,
/// which fills the cell [sim].
struct HostingConfigurationRoot<Content: View, Background: View>: View {
    let content: Content
    let background: Background
    let margins: EdgeInsets
    let minWidth: CGFloat
    let minHeight: CGFloat

    var body: some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(margins)
            .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, maxHeight: .infinity)
            .background(background)
    }
}
