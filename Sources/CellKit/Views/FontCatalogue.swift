import Foundation

/// The font families CellKit's device has, for `UIFont(name:size:)` and `UIFont.familyNames`.
/// [sim] A subset of the families iOS ships, with their usual font names; every font draws as
/// cells do, plain or bold.
enum FontCatalogue {
    struct Family: Sendable {
        let name: String
        let fonts: [String]
    }

    static let families: [Family] = [
        Family(name: "American Typewriter", fonts: ["AmericanTypewriter", "AmericanTypewriter-Bold"]),
        Family(name: "Arial", fonts: ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"]),
        Family(name: "Avenir", fonts: ["Avenir-Book", "Avenir-Medium", "Avenir-Heavy", "Avenir-Black"]),
        Family(name: "Avenir Next", fonts: ["AvenirNext-Regular", "AvenirNext-Medium", "AvenirNext-DemiBold", "AvenirNext-Bold"]),
        Family(name: "Baskerville", fonts: ["Baskerville", "Baskerville-Bold", "Baskerville-Italic"]),
        Family(name: "Courier", fonts: ["Courier", "Courier-Bold", "Courier-Oblique"]),
        Family(name: "Courier New", fonts: ["CourierNewPSMT", "CourierNewPS-BoldMT"]),
        Family(name: "Didot", fonts: ["Didot", "Didot-Bold", "Didot-Italic"]),
        Family(name: "Futura", fonts: ["Futura-Medium", "Futura-Bold", "Futura-MediumItalic"]),
        Family(name: "Georgia", fonts: ["Georgia", "Georgia-Bold", "Georgia-Italic"]),
        Family(name: "Gill Sans", fonts: ["GillSans", "GillSans-Bold", "GillSans-Light"]),
        Family(name: "Helvetica", fonts: ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-Light"]),
        Family(name: "Helvetica Neue", fonts: ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Medium", "HelveticaNeue-Light"]),
        Family(name: "Menlo", fonts: ["Menlo-Regular", "Menlo-Bold", "Menlo-Italic"]),
        Family(name: "Noteworthy", fonts: ["Noteworthy-Light", "Noteworthy-Bold"]),
        Family(name: "Optima", fonts: ["Optima-Regular", "Optima-Bold", "Optima-Italic"]),
        Family(name: "Palatino", fonts: ["Palatino-Roman", "Palatino-Bold", "Palatino-Italic"]),
        Family(name: "Times New Roman", fonts: ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT"]),
        Family(name: "Trebuchet MS", fonts: ["TrebuchetMS", "TrebuchetMS-Bold"]),
        Family(name: "Verdana", fonts: ["Verdana", "Verdana-Bold", "Verdana-Italic"]),
    ]

    /// The font a family or font name names: a family name gives its first (regular) font.
    static func font(named name: String) -> (fontName: String, familyName: String, weight: UIFont.Weight)? {
        for family in families {
            if family.name == name, let first = family.fonts.first {
                return (first, family.name, weight(of: first))
            }
            if family.fonts.contains(name) {
                return (name, family.name, weight(of: name))
            }
        }
        return nil
    }

    private static func weight(of fontName: String) -> UIFont.Weight {
        let style = fontName.split(separator: "-").dropFirst().joined()
        if style.contains("Semibold") || style.contains("DemiBold") { return .semibold }
        if style.contains("Bold") { return .bold }
        if style.contains("Heavy") { return .heavy }
        if style.contains("Black") { return .black }
        return .regular
    }
}
