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
}

/// An animation as one platform's code (`export ANIM FORMAT`): one per platform, beside the
/// platform's curve writer, given by its spec (``PlatformSpec/animationWriter``).
package protocol AnimationWriter {
    static func export(_ animation: Animation, digits: Digits, isCancelled: @escaping () -> Bool) throws(ExportError) -> AnimationCode
}
