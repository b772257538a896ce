import CellKit

/// `type: adjustable`: a `UISlider`.
struct AdjustableType: ViewType {
    let name = "adjustable"
    let summary = "A `UISlider`: spoken as a percentage; each swipe up or down moves it a tenth of its range."
    let keys = [
        SchemaKey("value", .number(NumberRange.sliderValues), .otherwise("the minimum"), "from the minimum to the maximum"),
        SchemaKey("minimum", .number(NumberRange.sliderValues), .defaults("0"), "the lowest value"),
        SchemaKey("maximum", .number(NumberRange.sliderValues), .defaults("100"), "the highest value; above the minimum"),
        SceneEffect.actionKey("run by a tap"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let slider = UISlider(frame: frame)
        slider.minimumValue = Float(try keys.defaulted("minimum").double(in: NumberRange.sliderValues))
        slider.maximumValue = Float(try keys.defaulted("maximum").double(in: NumberRange.sliderValues))
        guard slider.maximumValue > slider.minimumValue else {
            let node = keys["maximum"] ?? keys["minimum"]
            throw (node ?? keys.reader).error("the maximum (\(NumberRange.text(Double(slider.maximumValue)))) must be above "
                + "the minimum (\(NumberRange.text(Double(slider.minimumValue))))")
        }
        if let node = keys["value"] {
            let value = Float(try node.double(in: NumberRange.sliderValues))
            guard (slider.minimumValue...slider.maximumValue).contains(value) else {
                throw node.error("expected a value from \(NumberRange.text(Double(slider.minimumValue))) to "
                    + "\(NumberRange.text(Double(slider.maximumValue))), found \(NumberRange.text(Double(value)))")
            }
            slider.value = value
        } else {
            slider.value = slider.minimumValue
        }
        try SceneEffect.addAction(of: keys, to: slider, in: &builder)
        return slider
    }
}
