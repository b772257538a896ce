/// Finds the known name closest to a misspelt one, for "did you mean" suggestions.
///
/// The work is bounded whatever the scene holds: a name longer than `maximumLength` is not
/// compared at all (no known name is that long, so none is a few edits from it), a candidate
/// whose length alone puts it too far is skipped, and when what is left would still take more
/// than `maximumWork` steps (an unknown id among 200,000 long ids) no suggestion is made.
public enum NearestName {
    /// The longest name compared: longer than any key, type, gesture or value Rotor knows.
    public static let maximumLength = 64
    /// The most steps (cells of the edit-distance tables) one suggestion may take.
    public static let maximumWork = 2_000_000

    /// The candidate within a few edits of `name`, or `nil` when none is close. Of equally
    /// close candidates, the first in `candidates`.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        // `utf8.count` first: it does not walk a long string as `count` does.
        guard name.utf8.count <= maximumLength * 4, name.count <= maximumLength else { return nil }
        let target = Array(name.lowercased())
        let allowed = max(2, target.count / 3)
        var close: [(name: String, characters: [Character])] = []
        var work = 0
        for candidate in candidates where candidate.utf8.count <= maximumLength * 4 {
            let characters = Array(candidate.lowercased())
            // The distance is at least the difference in length.
            guard abs(characters.count - target.count) <= allowed else { continue }
            work += (characters.count + 1) * (target.count + 1)
            guard work <= maximumWork else { return nil }
            close.append((candidate, characters))
        }
        var best: (name: String, distance: Int)?
        for candidate in close {
            let distance = distance(target, candidate.characters)
            guard distance <= allowed else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate.name, distance)
        }
        return best?.name
    }

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
