import CurveKit

/// GSAP 3: the `gsap` platform.
enum GSAPSpec: PlatformSpec {
    static let word = "gsap"
    static let title = "GSAP 3"
    static let declaredAPI = GSAPAPI.declarations
    static let examples = [
        "\"elastic.out(1, 0.3)\"", "power2.inOut", "back.out(1.7)", "steps(5)", "CustomEase.create(\"x\", \"M0,0 C0.2,0 0,1 1,1\")",
    ]
    static let notes =
        "ease strings: power0–4, quad … strong, sine, expo (GSAP's blended formula), circ, back(overshoot), elastic(amplitude, period), bounce, each .in/.out/.inOut (a bare name is .out), none/linear, steps(n) (n + 1 levels: CSS steps(n + 1, jump-none)), and CustomEase path data (absolute or relative commands); a gsap.to/from/fromTo tween without an ease plays the default, power1.out; a timeline's tween (tl.to/from/fromTo, with tl = gsap.timeline(…) in the code) takes the timeline's defaults for the keys it does not give; a tween with keyframes is refused (its ease paces the whole set of keyframes, each with its own ease). EasePack's slow(linearRatio, power) (SlowMo) as its formula; rough() and expoScale() are not timing curves curves can hold, nor slow() in yoyoMode; an ease string GSAP does not know (\"sine inOut\") is refused, as GSAP would run its default power1.out."
    static let terms: [PlatformTerm: String] = [.animation: "GSAP fromTo()"]
    static var reader: any PlatformReader.Type { GSAPReader.self }
    static var writer: any PlatformWriter.Type { GSAPWriter.self }
    static var animationWriter: any AnimationWriter.Type { GSAPAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { GSAPFunctionForm.self }
    static let collidingNames = [
        "easeOutBack": "back.out", "easeInOutBack": "back.inOut", "easeInSine": "sine.in", "easeOutElastic": "elastic.out",
        "easeInExpo": "expo.in",
    ]
    static var namedCurveSpellings: [[String]] { [GSAPReader.names] }
    static var callsOnDeclaredReceivers: Set<String> { Set(GSAPAPI.timelineTweens.keys) }
    static let presets = GSAPWriter.names
}

extension Platform {
    public static let gsap = Platform(GSAPSpec.self)
}
