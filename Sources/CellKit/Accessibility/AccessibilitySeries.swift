/// CellKit's own: a container whose elements VoiceOver counts as a series, saying "N of M." after
/// each (UIKit's segmented control; VoiceOver knows it by its class). A tab bar is told by its
/// `.tabBar` trait instead.
@MainActor
package protocol AccessibilitySeries: AnyObject {}
