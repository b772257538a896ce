/// Where an animation stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}
