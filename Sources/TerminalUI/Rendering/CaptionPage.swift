import ScreenReader

/// The caption panel's page: the session's captions as lines, each element with its delayed part
/// (hint, "Actions Available") on one line, filling the panel from the top. A line that finds the
/// panel full starts a new page under the line before it.
///
/// Lines never move up a row once shown, so a new line costs the terminal that line and the
/// highlight it takes from the line before, not a rewrite of every line shifted up
/// (DECISIONS.md). The front keeps its page across frames (`FrontState.captionPage`), so each
/// frame lays out only what was said since the last.
package struct CaptionPage: Sendable, Equatable {
    /// A line of the panel: an utterance, and the hint said after it when it is an element's.
    struct Line {
        let utterance: Utterance
        let hint: Utterance?
    }

    /// How many captions the page has taken, counted from the session's first.
    package private(set) var count = 0
    /// Where each line of the page begins among the captions, counted from the session's first.
    private var starts: [Int] = []
    /// Whether the last line is an element's still without its delayed part.
    private var lastTakesHint = false

    /// A page that has taken no captions yet.
    package init() {}

    /// Takes what was said since the page last looked at `captions`: a session's last ones,
    /// `total` being how many were said in all (the session lets the oldest go). Fewer in all
    /// than it has taken start it again.
    package mutating func take(_ captions: [Utterance], total: Int) {
        if total < count { self = CaptionPage() }
        let kept = total - captions.count
        for index in max(count, kept)..<total {
            let utterance = captions[index - kept]
            if utterance.kind == .hint, lastTakesHint {
                lastTakesHint = false
                continue
            }
            if starts.count == ScreenLayout.captionLines { starts.removeFirst(starts.count - 1) }
            starts.append(index)
            lastTakesHint = utterance.kind == .element
        }
        count = total
    }

    /// The page's lines, top first, from the captions it has taken: `captions` a session's
    /// last ones, `total` how many were said in all.
    func lines(of captions: [Utterance], total: Int) -> [Line] {
        let kept = total - captions.count
        return starts.indices.compactMap { line in
            let start = starts[line]
            let end = min(line + 1 < starts.count ? starts[line + 1] : count, total)
            guard start < end, start >= kept else { return nil }
            return Line(utterance: captions[start - kept], hint: end - start > 1 ? captions[start + 1 - kept] : nil)
        }
    }
}
