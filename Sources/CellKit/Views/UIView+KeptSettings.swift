import Foundation

// UIKit settings that change what a GPU draws or how many fingers a view takes: a terminal draws
// cells and Rotor's touches are one finger, so CellKit keeps them for the app to read back.
extension UIView {
    private var madeKeptSettings: KeptViewSettings {
        if let settings = bookkeeping.keptSettings { return settings }
        let made = KeptViewSettings()
        bookkeeping.keptSettings = made
        return made
    }

    /// Whether the view promises to fill its bounds with opaque content. Kept.
    public var isOpaque: Bool {
        get { bookkeeping.keptSettings?.isOpaque ?? true }
        set {
            madeKeptSettings.isOpaque = newValue
            noteChange(.content)
        }
    }

    /// Whether the view takes more than one finger at once. Kept: Rotor's touches are one finger.
    public var isMultipleTouchEnabled: Bool {
        get { bookkeeping.keptSettings?.isMultipleTouchEnabled ?? false }
        set {
            madeKeptSettings.isMultipleTouchEnabled = newValue
            noteChange(.content)
        }
    }

    /// Whether the view takes touches only alone. Kept: Rotor's touches are one finger.
    public var isExclusiveTouch: Bool {
        get { bookkeeping.keptSettings?.isExclusiveTouch ?? false }
        set {
            madeKeptSettings.isExclusiveTouch = newValue
            noteChange(.content)
        }
    }

    /// Whether the view flips in right-to-left languages. Kept: every view lays out left to right.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { bookkeeping.keptSettings?.semanticContentAttribute ?? .unspecified }
        set {
            madeKeptSettings.semanticContentAttribute = newValue
            noteChange(.content)
        }
    }

    /// Gives the view the drop interaction UIKit gives a view with a paste configuration, or
    /// takes it away with the configuration: a drop of an accepted type calls
    /// `paste(itemProviders:)`.
    func updatePasteDrop() {
        if pasteConfiguration != nil, bookkeeping.keptSettings?.pasteDrop == nil {
            let drop = PasteDropDelegate(view: self)
            madeKeptSettings.pasteDrop = drop
            if let interaction = drop.interaction { addInteraction(interaction) }
        } else if pasteConfiguration == nil, let drop = bookkeeping.keptSettings?.pasteDrop {
            if let interaction = drop.interaction { removeInteraction(interaction) }
            madeKeptSettings.pasteDrop = nil
        }
    }
}
