/// The views a scene's actions have hidden or shown, in all: a run's budget counts them with the
/// views VoiceOver's walks look at (`RunBudget`). An action's `hide` or `show` list is a few
/// bytes an id, but a tap sets every view in it: 9,990 taps on a button hiding 40,000 views
/// took 8.7 s, none of it counted. One a scene, shared by every action its file declares.
@MainActor
final class EffectTally {
    /// Views hidden or shown so far.
    var viewsChanged = 0
}
