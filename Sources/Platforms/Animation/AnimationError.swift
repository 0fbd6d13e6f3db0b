import CurveKit
import Foundation

/// An animation, a value or a frame request could not be made from what was given. The
/// message names what was wrong and what is accepted.
public struct AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The error for a curve name the session does not know.
    package static func unknownCurve(_ name: String, option: String = "curve") -> AnimationError {
        AnimationError(
            "unknown curve \"\(name)\" for \(option)=: use a curve defined in this session, a preset "
                + "(linear, ease, ease-in, ease-out, ease-in-out) or a Penner easing (bounce-out, …)")
    }
}
