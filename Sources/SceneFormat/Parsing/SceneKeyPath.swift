/// Where a node is in a scene's structure (`views[2].subviews[0].drag`), kept as a step from its
/// parent's path and written out only when a message or a location asks for it.
///
/// Writing out the path of every node the builder read (each key of each row of a long table)
/// cost more than building the row's views; almost none is ever shown.
struct SceneKeyPath: Sendable {
    /// A path that other paths continue: shared by the children of one mapping or list, so a
    /// child costs no allocation of its own.
    final class Parent: Sendable {
        let path: SceneKeyPath

        init(_ path: SceneKeyPath) {
            self.path = path
        }

        /// The path of the value under `key`.
        func key(_ key: String) -> SceneKeyPath {
            SceneKeyPath(parent: self, step: .key(key))
        }

        /// The path of a list's item.
        func index(_ index: Int) -> SceneKeyPath {
            SceneKeyPath(parent: self, step: .index(index))
        }
    }

    private enum Step: Sendable {
        /// Text as it is: the whole path, or the top's empty one.
        case text(String)
        /// `.key`, or `key` at the top.
        case key(String)
        /// `[index]`.
        case index(Int)
    }

    private let parent: Parent?
    private let step: Step

    private init(parent: Parent?, step: Step) {
        self.parent = parent
        self.step = step
    }

    /// A path written out already.
    init(_ text: String) {
        self.init(parent: nil, step: .text(text))
    }

    /// The top of the document.
    static let top = SceneKeyPath("")

    /// This path, for its children to continue.
    func asParent() -> Parent {
        Parent(self)
    }

    /// The path of the value under `key`, when only one child is made.
    func appending(key: String) -> SceneKeyPath {
        SceneKeyPath(parent: Parent(self), step: .key(key))
    }

    /// The path as messages give it: `views[2].subviews[0].drag`.
    var text: String {
        var steps: [Step] = [step]
        var next = parent
        while let link = next {
            steps.append(link.path.step)
            next = link.path.parent
        }
        var text = ""
        for step in steps.reversed() {
            switch step {
            case .text(let whole): text += whole
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
