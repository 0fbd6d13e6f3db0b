import CurveKit

/// CSS (Easing Functions Level 2): the `css` platform.
enum CSSSpec: PlatformSpec {
    static let word = "css"
    static let declaredAPI = CSSAPI.declarations
    static let title = "CSS (Easing Functions Level 2)"
    static let examples = [
        "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "ease-in-out", "linear(0, 0.25 25% 75%, 1)", "steps(4, jump-end)", "step-start",
    ]
    static let notes =
        "cubic-bezier() with x1, x2 in [0, 1]; the keywords linear, ease, ease-in, ease-out, ease-in-out; linear() with one or two percentages per stop; steps(n[, position]), step-start, step-end; transition:, animation: and their longhands by CSS's grammar (components in any order, lists, the first time the duration and the second the delay); var(--name) as the custom property the text declares, or its fallback; in a file, @keyframes with an animation-timing-function per keyframe as keyframes, as is element.animate([…], options) with an easing per keyframe. These also work without the word css. export … waapi writes the same for the Web Animations API (element.animate)."
    static var reader: any PlatformReader.Type { CSSReader.self }
    static var writer: any PlatformWriter.Type { CSSWriter.self }
    static var animationWriter: any AnimationWriter.Type { AnimationCSS.self }
    static var namedCurveSpellings: [[String]] { [CSSReader.keywords.keys.sorted()] }
    static let isStyleSheet = true
    static let terms: [PlatformTerm: String] = [
        .animation: "CSS @keyframes", .cubicBezier: "cubic-bezier", .keyframeAnimation: "@keyframes",
    ]
    /// Timing functions as CSS writes them, which no other platform writes so.
    static let wordlessCode: WordlessCode? = WordlessCode(
        functions: ["cubic-bezier", "linear", "steps"], keywords: ["step-start", "step-end"],
        usage: "cubic-bezier(X1, Y1, X2, Y2) | linear(…) | steps(N[, POSITION]) | step-start | step-end",
        summary: "CSS as written, without the word css; linear() stops take one or two percentages")
    static let presets = PlatformPresets.sorted(CSSReader.keywords) { $0 }
    /// `waapi`: the same easings and keyframes in script, `element.animate(keyframes, options)`.
    static var otherLanguages: [ExportLanguage] {
        [
            ExportLanguage(
                word: "waapi", aliases: ["web-animations"],
                about: "CSS's easings and keyframes for the Web Animations API's element.animate()",
                writer: WAAPIWriter.self, animationWriter: AnimationWAAPI.self)
        ]
    }
}

extension Platform {
    public static let css = Platform(CSSSpec.self)
}
