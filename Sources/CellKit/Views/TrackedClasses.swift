/// CellKit's own: which objects keep everything a screen reader's walk reads (hidden, alpha,
/// element or not, listed elements, traits, container type, modal, frame) in properties whose
/// setters mark the view tree (`ViewTreeGeneration`). CellKit's own classes do; a class declared
/// elsewhere may override a getter to work it out on the fly, which no setter reports, so a
/// walk reads such an object again whenever the app posts `layoutChanged` or `screenChanged`.
@MainActor
package enum TrackedClasses {
    private static var known: [ObjectIdentifier: Bool] = [:]
    /// The class asked about last and its answer: a walk asks for one row after another of a
    /// long table, all of one class, and a dictionary lookup costs more than the rest of the
    /// question.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, tracks: Bool)?

    /// Whether the object's class is declared in CellKit.
    package static func tracksEveryChange(of object: AnyObject) -> Bool {
        let objectType: any AnyObject.Type = type(of: object)
        let key = ObjectIdentifier(objectType)
        if let last, last.type == key { return last.tracks }
        if let known = known[key] {
            last = (key, known)
            return known
        }
        // Asked once per class: the module is the first part of the class's full name.
        let tracks = String(reflecting: objectType).hasPrefix("CellKit.")
        known[key] = tracks
        last = (key, tracks)
        return tracks
    }
}
