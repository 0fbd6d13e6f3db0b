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
    var isExact: Bool { maxError == 0 }
    /// The form its curve is written in, where the writer says (a function, Lottie's hold
    /// keyframes of steps); nil: the timing
    /// curve or keyframes that ``KeyframeForm/played(_:format:digits:form:)`` chose.
    var form: ExportForm? = nil
}

/// An animation as one platform's code (`export ANIM FORMAT`): one per platform, beside the
/// platform's curve writer, given by its spec (``PlatformSpec/animationWriter``).
package protocol AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode
    /// Whether the animation's curve may be written as a function the platform's animation
    /// calls (``ExportForm/function``): a JavaScript ease, a SwiftUI `CustomAnimation`.
    static var takesFunction: Bool { get }
    /// The animation with its curve in `form` (nil: the exact one, a function where the timing
    /// curve is not exact and the writer ``takesFunction``); by default as
    /// ``export(_:digits:isCancelled:)`` writes it.
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
}

extension AnimationWriter {
    static var takesFunction: Bool { false }
    static func export(_ animation: Animation, digits: Digits, form: ExportForm?, isCancelled: @escaping () -> Bool) throws(ExportError)
        -> AnimationCode
    {
        try export(animation, digits: digits, isCancelled: isCancelled)
    }
}
