import CurveKit

/// The duration and the delay, in seconds, that a curve was given beside its shape: by pasted
/// code (`tween(300, 50, easing)`, `.easeInOut(duration: 0.3)`, `{ duration: 0.6, delay: 0.1,
/// ease: … }`, `transition: opacity 300ms 50ms ease-out`) or by a recording. The session keeps
/// them with the curve's name, so that `anim … curve=NAME` plays the curve for them and `export
/// NAME PLATFORM` writes them in the platform's units; an explicit `duration=` or `delay=` wins.
public struct CurveTiming: Sendable, Equatable {
    /// Seconds the motion lasts; nil when the code did not say.
    public var duration: Double?
    /// Seconds before the motion starts; nil when the code did not say (or said 0).
    public var delay: Double?

    /// nil when neither is given (a delay of 0 is no delay); a duration that is not a positive
    /// finite number, or a delay that is negative or not finite, is not kept.
    public init?(duration: Double?, delay: Double? = nil) {
        let duration = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let delay = delay.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard duration != nil || delay != nil else { return nil }
        self.duration = duration
        self.delay = delay
    }

    /// The timing of `first`, with what it leaves out taken from `second`.
    static func merged(_ first: CurveTiming?, _ second: CurveTiming?) -> CurveTiming? {
        CurveTiming(duration: first?.duration ?? second?.duration, delay: first?.delay ?? second?.delay)
    }

    /// `"duration": 0.3, "delay": 0.05` as the session file keeps them.
    package var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let duration { members.append(("duration", .finite(duration))) }
        if let delay { members.append(("delay", .finite(delay))) }
        return .object(members)
    }

    /// Reads the session file's `"timing"` object; an empty one is no timing.
    package static func read(_ reader: JSONReader) throws(SessionFormatError) -> CurveTiming? {
        guard case .object = reader.value else {
            throw SessionFormatError(path: reader.path, message: "expected an object with a duration and a delay in seconds")
        }
        func seconds(_ key: String, allowsZero: Bool, words: String) throws(SessionFormatError) -> Double? {
            guard let member = reader.member(key) else { return nil }
            let value = try member.number()
            guard value.isFinite, value > 0 || (allowsZero && value == 0) else {
                throw SessionFormatError(path: member.path, message: "expected \(words), got \(TextFormat.shortest(value))")
            }
            return value
        }
        return CurveTiming(
            duration: try seconds("duration", allowsZero: false, words: "a duration in seconds greater than 0"),
            delay: try seconds("delay", allowsZero: true, words: "a delay in seconds of 0 or more"))
    }

    /// `duration 300 ms and delay 50 ms`.
    var words: String {
        [duration.map { "duration \(Self.seconds($0))" }, delay.map { "delay \(Self.seconds($0))" }].compactMap { $0 }
            .joined(separator: " and ")
    }

    /// `seconds` to the millisecond, as platforms take durations: a curve's own duration that
    /// `anim` takes, a duration `identify … as NAME` keeps. One that rounds to 0 stays as given.
    package static func toTheMillisecond(_ seconds: Double) -> Double {
        guard let milliseconds = TextFormat.rounded(seconds, decimals: 3)?.value, milliseconds > 0 else { return seconds }
        return milliseconds
    }

    static func seconds(_ value: Double) -> String {
        value < 1 ? "\(TextFormat.shortest(value * 1000)) ms" : "\(TextFormat.shortest(value)) s"
    }
}
