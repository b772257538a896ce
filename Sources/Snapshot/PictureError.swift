/// Why a picture cannot be drawn: a step number the script does not have.
public struct PictureError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public var description: String { message }
}
