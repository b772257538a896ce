/// Which way up the device is held, as UIKit's `UIDeviceOrientation`. The values are UIKit's.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Held upright, either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Held on its side, either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Upright or on its side: an orientation the interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
