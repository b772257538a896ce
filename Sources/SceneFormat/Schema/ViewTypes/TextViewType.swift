import CellKit

/// `type: textView`: a `UITextView`.
struct TextViewType: ViewType {
    let name = "textView"
    let summary = "A `UITextView`: text of many lines; editable, VoiceOver says it as \"Text Field.\" with the hint "
        + "\"Double tap to edit., Use the rotor to access Misspelled Words\"; not editable, as its text alone."
    let keys = [
        SchemaKey("text", .text, .otherwise("empty"), "what it holds, wrapped to its width"),
        SchemaKey("editable", .bool, .defaults("true"), "`isEditable`: a double tap starts editing"),
        TextFieldType.firstResponder,
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let view = UITextView(frame: frame)
        view.text = try keys["text"]?.string() ?? ""
        view.isEditable = try keys.defaulted("editable").bool()
        let firstNode = keys.defaulted("firstResponder")
        if try firstNode.bool() {
            guard view.isEditable else { throw firstNode.error("a text view that is not editable cannot be first responder") }
            try TextFieldType.claimFirstResponder(firstNode, in: &builder)
            view.becomeFirstResponder()
        }
        return view
    }
}
