import CurveKit

/// What a reader says when the code it read gives the animation's duration or delay beside the
/// curve (`tween(300, 50, easing)`, `.easeInOut(duration: 0.3)`, `{ duration: 0.6, ease: … }`,
/// `transition: opacity 300ms ease-out 50ms`): a curve has neither, so they
/// are not kept with it, and the note says so and how an animation keeps them — never dropped
/// in silence.
enum AnimationTimingNote {
    /// The note for a duration and a delay in seconds (either may be absent); nil for neither.
    static func note(duration: Double?, delay: Double? = nil) -> String? {
        let delay = delay == 0 ? nil : delay
        let parts = [duration.map { "duration \(seconds($0))" }, delay.map { "delay \(seconds($0))" }].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        let options = [duration.map { "duration=\(TextFormat.shortest($0))" }, delay.map { "delay=\(TextFormat.shortest($0))" }]
            .compactMap { $0 }.joined(separator: " ")
        return "the \(parts.joined(separator: " and ")) belong\(parts.count == 1 ? "s" : "") to the animation, not the curve: "
            + "anim NAME PROPERTY FROM TO \(options) curve=CURVE keeps \(parts.count == 1 ? "it" : "them")"
    }

    /// The note for an options object's `duration` and `delay` in seconds (GSAP's tween vars,
    /// Motion's transition), when they are numbers written there.
    static func note(secondsIn object: DialectNode) -> String? {
        note(duration: object.member("duration")?.number, delay: object.member("delay")?.number)
    }

    /// Both notes of a reading, one after the other.
    static func joined(_ first: String?, _ second: String?) -> String? {
        let notes = [first, second].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    private static func seconds(_ value: Double) -> String {
        value < 1 ? "\(TextFormat.shortest(value * 1000)) ms" : "\(TextFormat.shortest(value)) s"
    }
}
