import Foundation

extension Oscillation {
    /// The per-frame constants of SKBounceAnimation for a unit move over `steps` frames.
    struct FrameConstants {
        let steps: Int
        /// α, per frame: −|log2f(s)| / steps, computed in Float.
        let alpha: Double
        /// ω, per frame: (⌊N/2⌋ + ½)·2π / steps.
        let omega: Double
    }

    /// ⌊fps·duration⌋ as C's conversion of the double `fps*duration` to an integer (toward
    /// zero); nil when that is not a count from 0 to `maximumFrameCount`.
    static func countFrames(fps: Int, duration: Double) -> Int? {
        guard fps > 0, duration.isFinite, duration >= 0 else { return nil }
        let product = Double(fps) * duration
        guard product < Double(maximumFrameCount + 1) else { return nil }
        return Int(product)
    }

    func constants(steps: Int) -> FrameConstants {
        // The stiffness property's getter reads it back with `floatValue`.
        let coefficient = Float(stiffness.value)
        // s / fabsf(to − from): the distance of a unit move is 1, so the ratio is s itself.
        let ratio = Float(Double(coefficient) / 1.0)
        // log2f, as the correctly rounded Float of the double log2 (the same on every libm).
        let exponent = Float(log2(Double(ratio)))
        // `log2f(...)/steps` divides a float by an integer: in Float.
        var alpha = Double(exponent / Float(steps))
        if alpha > 0 { alpha = -alpha }
        let periods = Double(bounces / 2) + 0.5
        let omega = periods * 2 * Double.pi / Double(steps)
        return FrameConstants(steps: steps, alpha: alpha, omega: omega)
    }

    /// SKBounceAnimation's value of frame `t` for a unit move, stored as a Float.
    func frame(_ t: Int, _ c: FrameConstants) -> Double {
        let phase = c.omega * Double(t)
        var wave = shake ? sin(phase) : cos(phase)
        if !overshoot { wave = Double(abs(Float(wave))) }  // fabsf
        // coefficient (from − to = −1) · 2.71^(α·t) · wave + to (= 1)
        let value = -pow(2.71, c.alpha * Double(t)) * wave + 1
        return Double(Float(value))  // numberWithFloat:
    }

    /// The values array SKBounceAnimation builds for a unit move 0 → 1 lasting `duration`
    /// seconds, with its hard-coded 60 replaced by `fps`: ⌊fps·duration⌋ values
    /// v(t) = 1 − 2.71^(α·t)·w(ω·t) for t = 0 … n − 1, each rounded to Float (see the type's
    /// documentation). Empty when fps ≤ 0, the duration is not a finite non-negative number,
    /// it gives no frame, or more than `maximumFrameCount`.
    public func frameValues(fps: Int = 60, duration: Double) -> [Double] {
        guard let steps = Self.countFrames(fps: fps, duration: duration), steps > 0 else {
            return []
        }
        let c = constants(steps: steps)
        return (0..<steps).map { frame($0, c) }
    }

    /// The number of frames behind `value(at:)`: ⌊60·duration⌋.
    public var frameCount: Int {
        // The initialiser accepts only a duration that countFrames counts (2 … 3600 frames).
        guard let count = Self.countFrames(fps: Self.framesPerSecond, duration: duration) else { preconditionFailure("a checked duration") }
        return count
    }

    /// Progress of the unit move at normalised time `x` as Core Animation plays
    /// SKBounceAnimation's frames for `duration` at 60 fps: frame t at x = t/(n − 1), straight
    /// lines between. Equal to the frame value at each frame time; y(0) is 0 (1 with shake),
    /// y(1) is the last frame, not 1. x is clamped to [0, 1]; NaN gives NaN.
    public func value(at input: Double) -> Double {
        guard !input.isNaN else { return .nan }
        let x = min(max(input, 0), 1)
        let c = constants(steps: frameCount)
        let last = c.steps - 1
        let position = x * Double(last)
        let index = Int(position)
        if index >= last { return frame(last, c) }
        let fraction = position - Double(index)
        let start = frame(index, c)
        if fraction == 0 { return start }
        let end = frame(index + 1, c)
        return start + (end - start) * fraction
    }

    /// The formula with its constants, for `show`.
    public var formula: String {
        let c = constants(steps: frameCount)
        let last = c.steps - 1
        let base = shake ? "sin" : "cos"
        let wave = overshoot ? "\(base)(ω·t)" : "|\(base)(ω·t)|"
        let s = Self.text(Float(stiffness.value))
        let seconds = Self.text(duration)
        return "1 − 2.71^(α·t)·\(wave) at frames t = 0…\(last) (60 fps × \(seconds) s), "
            + "frame t at x = t/\(last), straight lines between, each frame rounded to Float; "
            + "α = −|log2f(\(s))|/\(c.steps) = \(c.alpha < 0 ? "−" : "")\(Self.text(Float(abs(c.alpha)))), "
            + "ω = (⌊\(bounces)/2⌋ + ½)·2π/\(c.steps) = \(c.omega) "
            + "(SKBounceAnimation, unit move, stiffness \(stiffness.word))"
    }

    /// Shortest round-trip text of a Float, without a trailing `.0`.
    static func text(_ value: Float) -> String {
        if value == value.rounded(), abs(value) < 1e7 { return String(Int64(value)) }
        return value.description
    }
}
