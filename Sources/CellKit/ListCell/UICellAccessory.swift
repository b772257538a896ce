import Foundation

/// An accessory of a list cell (`UICollectionViewListCell.accessories`): a mark or control at
/// the leading or trailing edge, outside the content view, shown always, only while the list
/// is edited, or only while it is not.
///
/// In cells each is drawn as characters: `›` (disclosure indicator), `ⓘ` (detail), `▸`/`▾`
/// (outline disclosure, collapsed or expanded, at the trailing edge as on iOS), `✓` (checkmark), `⊖` (delete), `⊕` (insert),
/// `≡` (reorder), `○`/`●` (multiselect), a label's text, or the custom view. VoiceOver reads a
/// checked cell as selected and a cell with a disclosure indicator as a button, as it reads a
/// table cell's [inf]; a displayed reorder accessory offers "Reorder ‹label›", a displayed delete
/// or insert accessory with an action handler the custom action "Delete" or "Insert", a detail
/// accessory with one "More info" [sim].
public struct UICellAccessory {
    /// The kinds of system accessory.
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, detail, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, customView
    }

    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide an accessory's column is kept.
    public enum LayoutDimension: Hashable, Sendable {
        /// As wide as the accessory.
        case actual
        /// The system's width for the accessory.
        case standard
        /// A width of the app's, in points.
        case custom(CGFloat)
    }

    /// What an accessory does when activated.
    public typealias ActionHandler = () -> Void

    public let accessoryType: AccessoryType
    public let displayedState: DisplayedState
    /// Whether the accessory is hidden though its column is kept.
    public let isHidden: Bool
    public let reservedLayoutWidth: LayoutDimension
    public let tintColor: UIColor?

    /// The label accessory's text; the custom view; the handler.
    let text: String?
    let customView: UIView?
    let placement: CustomViewConfiguration.Placement?
    let actionHandler: ActionHandler?
    /// An outline disclosure's style.
    let outlineStyle: OutlineDisclosureOptions.Style

    init(_ type: AccessoryType, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
         text: String? = nil, customView: UIView? = nil, placement: CustomViewConfiguration.Placement? = nil,
         actionHandler: ActionHandler? = nil, outlineStyle: OutlineDisclosureOptions.Style = .automatic) {
        accessoryType = type
        self.outlineStyle = outlineStyle
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        self.text = text
        self.customView = customView
        self.placement = placement
        self.actionHandler = actionHandler
    }

    /// A chevron at the trailing edge: the cell leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// An info button at the trailing edge.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, actionHandler: actionHandler)
    }

    /// A disclosure triangle at the trailing edge that expands and collapses the cell's
    /// children. Without an action handler, a tap on it (on the whole cell, in the header style)
    /// toggles the item in its diffable data source's section snapshot, through the data
    /// source's `sectionSnapshotHandlers`; with one, it calls the handler instead.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, actionHandler: actionHandler, outlineStyle: options.style)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A delete control at the leading edge, while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, actionHandler: actionHandler)
    }

    /// An insert control at the leading edge, while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, actionHandler: actionHandler)
    }

    /// A reorder control at the trailing edge, while editing by default: dragging it moves the
    /// item (through the data source's `moveItemAt`, and a diffable data source's reordering
    /// handlers).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A selection circle at the leading edge, while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    /// A text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, text: text)
    }

    /// A view of the app's, at the leading or trailing edge.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView, displayed: configuration.placement.displayed, isHidden: configuration.isHidden,
                        width: configuration.reservedLayoutWidth, tint: configuration.tintColor,
                        customView: configuration.customView, placement: configuration.placement)
    }

    // MARK: CellKit's own

    /// Whether the accessory goes at the leading edge.
    var isLeading: Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: true
        case .customView: placement?.isLeading ?? false
        default: false
        }
    }

    /// Whether the accessory shows in a cell that is or is not being edited.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The characters the accessory is drawn as (an empty string for a custom view).
    func symbol(selected: Bool, expanded: Bool) -> String {
        switch accessoryType {
        case .disclosureIndicator: "›"
        case .detail: "ⓘ"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .checkmark: "✓"
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        case .multiselect: selected ? "●" : "○"
        case .label: text ?? ""
        case .customView: ""
        }
    }

    /// The points the accessory takes, its symbol a character a column of `metrics`.
    @MainActor
    func width(selected: Bool, expanded: Bool, metrics: CellMetrics) -> CGFloat {
        let actual = accessoryType == .customView
            ? (customView?.frame.width ?? 0) : metrics.width(ofColumns: CharacterWidth.of(symbol(selected: selected, expanded: expanded)))
        switch reservedLayoutWidth {
        case .actual, .standard: return actual
        case .custom(let width): return max(actual, min(max(0, width), 1_000))
        }
    }
}
