import CurveKit

/// What a kind's text says in a platform's code, which Kinds (below every platform's folder)
/// does not spell: the `platform` kind's curves are a platform's own easings, defined and
/// explained in that platform's code (`android OvershootInterpolator(2)`). Whoever asks a kind
/// for its text supplies the words: ``PlatformKindWords``, beside the list of platforms, asks
/// the platform whose easing it is.
package protocol KindWords: Sendable {
    /// The definition (after `NAME = `) of a platform's own easing: the platform's word, then its
    /// code.
    static func definition(_ easing: PlatformEasing) -> String
    /// Its formula, for `show`.
    static func formula(_ easing: PlatformEasing) -> String
}

/// CSS's function for a cubic Bézier, which the `bezier` kind's exact CSS form is written with
/// and which Kinds does not spell: CSS's folder supplies it (``CSSFunctions``), through
/// ``CurveKit/Curve/exactCSS(digits:)``.
package protocol CSSFunctionWords: Sendable {
    /// CSS's function of a cubic Bézier around its four control points, already written.
    static func cubicBezier(_ points: String) -> String
}
