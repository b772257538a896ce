import CellKit

/// `type: progress`: a `UIProgressView`.
struct ProgressType: ViewType {
    let name = "progress"
    let summary = "A `UIProgressView`: a bar filled from the left, spoken as \"Progress\" (or its label) and a percentage."
    let keys = [
        SchemaKey("progress", .number(NumberRange.progress), .defaults("0"), "how much is done, from 0 to 1"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let bar = UIProgressView(frame: frame)
        bar.progress = Float(try keys.defaulted("progress").double(in: NumberRange.progress))
        return bar
    }
}
