/// One entry of a view's custom content as its modifiers left it: what identifies it (a key's
/// identifier, or the label for the forms without a key), what VoiceOver says, and when.
struct CustomContentEntry: Equatable {
    let id: String
    let label: String
    let value: String
    let importance: AXCustomContent.Importance

    /// The entries VoiceOver reads: an entry replaces the one with its identifier where that
    /// one was, else goes after the others.
    static func adding(_ entry: CustomContentEntry, to entries: [CustomContentEntry]) -> [CustomContentEntry] {
        var result = entries
        if let index = result.firstIndex(where: { $0.id == entry.id }) {
            result[index] = entry
        } else {
            result.append(entry)
        }
        return result
    }

    /// `entries` less the one with identifier `id`.
    static func removing(_ id: String, from entries: [CustomContentEntry]) -> [CustomContentEntry] {
        entries.filter { $0.id != id }
    }

    /// The entry as Apple's Accessibility framework gives it to VoiceOver.
    var content: AXCustomContent {
        let made = AXCustomContent(label: label, value: value)
        made.importance = importance
        return made
    }
}
