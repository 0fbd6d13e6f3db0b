import CurveKit

extension MotionSpec {
    /// Motion's anticipate, steps and duration spring (motion-dom's easing and spring sources).
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)? {
        let p = easing.parameters.map(TextFormat.shortest)
        switch easing.formula {
        case .motionAnticipate:
            return (
                "\(word) anticipate",
                "Motion anticipate: q = 2p; q < 1: ½·backIn(q), else ½·(2 − 2^(−10(q − 1))), backIn the reverse of Motion's backOut, cubicBezier(0.33, 1.53, 0.69, 0.99)"
            )
        case .motionSteps:
            let end = easing.parameters[1] == 0
            return (
                "\(word) steps(\(p[0]), \(end ? "\"end\"" : "\"start\""))",
                end
                    ? "Motion steps(\(p[0])): y = floor(min(p, 0.999)·\(p[0]))/\(p[0])"
                    : "Motion steps(\(p[0]), \"start\"): y = ceil(max(p, 0.001)·\(p[0]))/\(p[0])"
            )
        case .motionDurationSpring:
            return (
                "\(word) { type: \"spring\", duration: \(p[0]), bounce: \(p[1]) }",
                "Motion duration spring: k, c from findSpring(duration \(p[0]) s, bounce \(p[1])), mass 1, y = spring position at p·\(p[0]) s, and 1 at p = 1 (Motion jumps to the target when the duration ends)"
            )
        default: return nil
        }
    }
}
