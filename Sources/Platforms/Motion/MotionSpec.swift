import CurveKit

/// Motion (formerly Framer Motion): the `motion` platform.
enum MotionSpec: PlatformSpec {
    static let word = "motion"
    static let declaredAPI = MotionAPI.declarations
    static let title = "Motion (formerly Framer Motion)"
    static let examples = ["{ type: \"spring\", stiffness: 300, damping: 20 }", "[0.17, 0.67, 0.83, 0.67]", "\"backOut\"", "anticipate"]
    static let notes =
        "ease arrays [x1, y1, x2, y2] and cubicBezier(x1, y1, x2, y2) (x may leave [0, 1] while x(t) increases), the named easings (easeIn, circOut, backIn, anticipate, …) and transition objects { type: \"spring\", stiffness, damping, mass, velocity } or { type: \"spring\", visualDuration, bounce } (k = (2π/1.2v)²), { type: \"spring\", duration, bounce } solved as Motion's findSpring does (a transition's type decides: type: \"spring\" ignores an ease beside it, a tween ignores spring keys), and steps(n, \"start\"|\"end\") by Motion's own code (steps(4) ends at 0.75 at p = 1, where CSS ends at 1); a duration spring jumps to the target when its duration ends, as Motion's does. Motion bisects an ease array's t at most 12 times: curves evaluates it exactly and says how far Motion lands from it."
    static let terms: [PlatformTerm: String] = [.animation: "Motion animate()"]
    static var reader: any PlatformReader.Type { MotionReader.self }
    static var writer: any PlatformWriter.Type { MotionWriter.self }
    static var animationWriter: any AnimationWriter.Type { MotionAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { MotionFunctionForm.self }
    static let collidingNames = ["easeOutBack": "backOut", "easeInOutBack": "backInOut"]
    static var namedCurveSpellings: [[String]] { [MotionReader.names] }
    static let presets: [(spelling: String, curve: Curve)] =
        PlatformPresets.sorted(MotionReader.beziers) { "\"\($0)\"" }
        + [
            ("\"linear\"", CodeCurves.linear), ("\"circIn\"", CodeCurves.penner("circ-in")),
            ("\"circOut\"", CodeCurves.penner("circ-out")),
            ("\"circInOut\"", CodeCurves.penner("circ-in-out")),
        ]
}

extension Platform {
    public static let motion = Platform(MotionSpec.self)
}
