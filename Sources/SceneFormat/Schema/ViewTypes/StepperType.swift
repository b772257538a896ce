import CellKit

/// `type: stepper`: a `UIStepper`.
struct StepperType: ViewType {
    let name = "stepper"
    let summary = "A `UIStepper`: VoiceOver visits its two buttons, \"Decrement. Button.\" and \"Increment. Button.\" "
        + "(\"Dimmed\" at an end, unless it wraps); a double tap on one moves the value a step and says it."
    let keys = [
        SchemaKey("value", .number(NumberRange.sliderValues), .otherwise("the minimum"), "from the minimum to the maximum"),
        SchemaKey("minimum", .number(NumberRange.sliderValues), .defaults("0"), "the lowest value"),
        SchemaKey("maximum", .number(NumberRange.sliderValues), .defaults("100"), "the highest value; above the minimum"),
        SchemaKey("step", .number(NumberRange.sliderValues), .defaults("1"), "how far a press moves the value; above 0"),
        SchemaKey("wraps", .bool, .defaults("false"), "a press past one end goes round to the other"),
        SchemaKey("autorepeat", .bool, .defaults("true"), "UIKit's `autorepeat` (kept: a simulated press is one tap)"),
        SceneEffect.actionKey("run when the value changes"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let stepper = UIStepper(frame: frame)
        let minimum = try keys.defaulted("minimum").double(in: NumberRange.sliderValues)
        let maximum = try keys.defaulted("maximum").double(in: NumberRange.sliderValues)
        guard maximum > minimum else {
            throw (keys["maximum"] ?? keys["minimum"] ?? keys.reader).error(
                "the maximum (\(NumberRange.text(maximum))) must be above the minimum (\(NumberRange.text(minimum)))")
        }
        stepper.minimumValue = minimum
        stepper.maximumValue = maximum
        let stepNode = keys.defaulted("step")
        let step = try stepNode.double(in: NumberRange.sliderValues)
        guard step > 0 else {
            throw stepNode.error("the step must be more than 0 (as UIKit requires) and at most "
                + "\(NumberRange.text(NumberRange.sliderValues.upperBound)); found \(NumberRange.text(step))")
        }
        stepper.stepValue = step
        if let node = keys["value"] {
            let value = try node.double(in: NumberRange.sliderValues)
            guard (minimum...maximum).contains(value) else {
                throw node.error("expected a value from \(NumberRange.text(minimum)) to \(NumberRange.text(maximum)), "
                    + "found \(NumberRange.text(value))")
            }
            stepper.value = value
        } else {
            stepper.value = minimum
        }
        stepper.wraps = try keys.defaulted("wraps").bool()
        stepper.autorepeat = try keys.defaulted("autorepeat").bool()
        try SceneEffect.addAction(of: keys, to: stepper, in: &builder)
        return stepper
    }
}
