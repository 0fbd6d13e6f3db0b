/// An export could not be made; the message says why and what is accepted, and the reason says
/// which failure it is, for the code that must tell them apart (never by the message's words).
public struct ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which failure an export met.
    public enum Reason: Equatable, Sendable {
        /// The format word names no platform, language or json (the word as given).
        case unknownFormat(String)
        /// The user cancelled the export.
        case cancelled
        /// The form asked (form=function, form=keyframes, form= with json or an animation) is not
        /// one the curve, the animation or the platform has.
        case formRefused
        /// The curve or animation cannot be written in the format: no approximation fits, a
        /// value is not finite, rounding breaks it.
        case cannotWrite
    }

    public let message: String
    public let reason: Reason

    public init(_ message: String, reason: Reason = .cannotWrite) {
        self.message = message
        self.reason = reason
    }

    public var description: String { message }

    static let cancelled = ExportError("export cancelled", reason: .cancelled)
}
