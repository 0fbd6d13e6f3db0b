import CurveKit

/// An animation as one platform's code: what `export ANIM FORMAT` writes and one row of
/// `export ANIM all`.
package struct AnimationCode {
    /// What `export` writes: comments saying what the code is and how exact, then the code.
    let text: String
    /// The platform's timing construct on one line, for `export ANIM all`.
    let line: String
    /// 0 when the code plays the animation exactly; else the largest error, in progress 0…1 of
    /// the move (as a curve export states it).
    let maxError: Double
    /// The form its curve is written in: the platform's timing curve, keyframes, or the curve's
    /// closed form as the function the animation takes as its easing.
    var form: ExportForm = .timing
    var isExact: Bool { maxError == 0 }
}

/// An animation as one platform's code (`export ANIM FORMAT`): one per platform, beside the
/// platform's curve writer, given by its spec (``PlatformSpec/animationWriter``).
package protocol AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode
    /// Whether the platform's animation takes the platform's function form as its easing (a
    /// Compose `Easing`, an Android `TimeInterpolator`, a Flutter `Curve`), so that an animation
    /// whose timing form is not exact is written with the curve's closed form instead.
    static var takesFunction: Bool { get }
    /// The animation with its curve in `form` (nil: the exact one; ``ExportForm``): `function`
    /// only where ``takesFunction``.
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
}

extension AnimationWriter {
    static var takesFunction: Bool { false }
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    { try export(animation, digits: digits, isCancelled: isCancelled) }
}
