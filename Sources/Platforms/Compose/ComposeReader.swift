import CurveKit
import Foundation

/// Jetpack Compose: `Easing` constants, `CubicBezierEasing`, the easings.net set of
/// `EasingFunctions.kt`, `spring(dampingRatio, stiffness)` with the `Spring` constants (mass 1),
/// `tween(…, easing = …)`, and Material's `MotionTokens` easings as Compose has them.
package enum ComposeReader: PlatformReader {
    /// `Easing.kt` and `EasingFunctions.kt` (androidx compose animation-core).
    package static let beziers: [String: [Double]] = [
        "FastOutSlowInEasing": [0.4, 0, 0.2, 1], "LinearOutSlowInEasing": [0, 0, 0.2, 1], "FastOutLinearInEasing": [0.4, 0, 1, 1],
        "LinearEasing": [0, 0, 1, 1],
        "Ease": [0.25, 0.1, 0.25, 1], "EaseIn": [0.42, 0, 1, 1], "EaseOut": [0, 0, 0.58, 1], "EaseInOut": [0.42, 0, 0.58, 1],
        "EaseInSine": [0.12, 0, 0.39, 0], "EaseOutSine": [0.61, 1, 0.88, 1], "EaseInOutSine": [0.37, 0, 0.63, 1],
        "EaseInQuad": [0.11, 0, 0.5, 0], "EaseOutQuad": [0.5, 1, 0.89, 1], "EaseInOutQuad": [0.45, 0, 0.55, 1],
        "EaseInCubic": [0.32, 0, 0.67, 0], "EaseOutCubic": [0.33, 1, 0.68, 1], "EaseInOutCubic": [0.65, 0, 0.35, 1],
        "EaseInQuart": [0.5, 0, 0.75, 0], "EaseOutQuart": [0.25, 1, 0.5, 1], "EaseInOutQuart": [0.76, 0, 0.24, 1],
        "EaseInQuint": [0.64, 0, 0.78, 0], "EaseOutQuint": [0.22, 1, 0.36, 1], "EaseInOutQuint": [0.83, 0, 0.17, 1],
        "EaseInExpo": [0.7, 0, 0.84, 0], "EaseOutExpo": [0.16, 1, 0.3, 1], "EaseInOutExpo": [0.87, 0, 0.13, 1],
        "EaseInCirc": [0.55, 0, 1, 0.45], "EaseOutCirc": [0, 0.55, 0.45, 1], "EaseInOutCirc": [0.85, 0, 0.15, 1],
        "EaseInBack": [0.36, 0, 0.66, -0.56], "EaseOutBack": [0.34, 1.56, 0.64, 1], "EaseInOutBack": [0.68, -0.6, 0.32, 1.6],
    ]
    /// The formula easings of `EasingFunctions.kt`: the same formulas as Penner's (easings.net).
    package static let formulas: [String: String] = [
        "EaseInElastic": "elastic-in", "EaseOutElastic": "elastic-out", "EaseInOutElastic": "elastic-in-out",
        "EaseInBounce": "bounce-in", "EaseOutBounce": "bounce-out", "EaseInOutBounce": "bounce-in-out",
    ]
    /// `Spring.kt` constants.
    package static let springConstants: [String: Double] = [
        "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200, "StiffnessVeryLow": 50,
        "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1,
    ]
    static var names: [String] { Array(beziers.keys).sorted() + Array(formulas.keys).sorted() + ["CubicBezierEasing", "spring", "tween"] }

    static let blockForms: Set<String> = ["keyframes", "keyframesWithSpline"]

    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        guard name == "keyframes" else {
            // androidx KeyframesWithSplineSpec: a monotone cubic spline through the keyframes.
            throw code.error(
                "Compose keyframesWithSpline { … } is not read: it joins its keyframes with a monotone spline, not by easings", at: node)
        }
        return try ComposeKeyframes.read(body, code, at: node)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard let (fullName, _) = node.call else {
            throw code.error("expected Compose code such as FastOutSlowInEasing or spring(dampingRatio = 0.5f, stiffness = 200f)", at: node)
        }
        if let spec = try MaterialTokens.schemeSpec(node, code) { return spec }
        let arguments = CodeArguments(node, code)
        let name = String(fullName.split(separator: ".").last ?? "")
        if let p = beziers[name] { return ReadCurve(curve: CodeCurves.bezier(p)) }
        if let penner = formulas[name] { return ReadCurve(curve: CodeCurves.penner(penner)) }
        if let token = MaterialTokens.composeToken(fullName) { return try MaterialTokens.curve(token, values: .web, code, at: node) }
        switch name {
        case "CubicBezierEasing":
            let p = try arguments.numbers(4)
            return ReadCurve(
                curve: try CodeCurves.bezier(
                    p[0], p[1], p[2], p[3], code, at: node, platform: "Compose CubicBezierEasing", points: arguments.unlabelled))
        case _ where ["spring", "SpringSpec", "tween"].contains(name) && node.isName:
            // A bare name is a type (`: SpringSpec`, TypeScript's too) or a function's name, not a spec.
            throw code.error("\(name) without its call is a type or a function's name, not a spec: \(name)(…) makes one", at: node)
        case "spring", "SpringSpec":
            // SpringSpec(dampingRatio, stiffness, visibilityThreshold) is what spring(…) returns.
            let spring = try APIBinding(node, to: name == "spring" ? ComposeAPI.spring : ComposeAPI.springSpecConstructor, code)
            return ReadCurve(
                curve: try CodeCurves.spring(
                    stiffness: try spring.number("stiffness"), dampingRatio: try spring.number("dampingRatio"), code, at: node))
        case "tween":
            let tween = try APIBinding(node, to: ComposeAPI.tween, code)
            // A duration or delay that is a number is kept with the curve; one the code computes
            // elsewhere is left to it.
            let timing = CurveTiming(
                duration: tween.given("durationMillis").map { $0 / 1000 }, delay: tween.given("delayMillis").map { $0 / 1000 })
            guard let easing = tween.node("easing") else {
                guard let standard = beziers["FastOutSlowInEasing"] else {
                    preconditionFailure("the table above lists FastOutSlowInEasing")
                }
                return ReadCurve(
                    curve: CodeCurves.bezier(standard), note: "tween's default easing is FastOutSlowInEasing", keeping: timing)
            }
            var reading = try read(easing, code)
            reading.keep(timing)
            return reading
        case "repeatable", "infiniteRepeatable":
            return try animationSpec(node, code, ends: nil)
        case _ where ComposeAPI.enterExitTransitions.contains(name):
            // `fadeIn(initialAlpha = 0.4f)`: the spec it is given, else its default spring.
            if let spec = arguments.node("animationSpec", 0) { return try animationSpec(spec, code, ends: nil) }
            return try defaultSpec(ComposeAPI.enterExitDefaultSpec, of: name, "stiffness 400, damping ratio 1")
        // `animateFloatAsState(targetValue = …)` without a spec plays its default spring; a spec
        // it is given is read where it stands, as a definition of its own.
        case _ where ComposeAPI.stateAnimations.contains(name) && !Self.givesSpec(node):
            return try defaultSpec(
                ComposeAPI.stateAnimationDefaultSpec, of: name, "stiffness 1500 (Spring.StiffnessMedium), damping ratio 1")
        // `offset.animateTo(target)` on an `Animatable` the code makes: its defaultSpringSpec.
        case "animateTo" where !Self.givesSpec(node) && Self.isAnimatable(receiverOf: fullName, in: code):
            return try defaultSpec(
                ComposeAPI.animatableDefaultSpec, of: "Animatable.animateTo",
                "stiffness 1500 (Spring.StiffnessMedium), damping ratio 1")
        case "animateFloat" where arguments.node("initialValue", 0) != nil && arguments.node("targetValue", 1) != nil:
            let call = try APIBinding(node, to: ComposeAPI.animateFloat, code)
            guard let spec = call.node("animationSpec") else {
                throw code.error("animateFloat needs its animationSpec = infiniteRepeatable(…)", at: node)
            }
            let ends = (try call.number("initialValue"), try call.number("targetValue"))
            return try animationSpec(spec, code, ends: ends)
        case "PathEasing":
            // PathEasing(PathParser().parsePathString("M0,0 C…").toPath()): the path data string inside.
            guard let data = firstString(in: node) else {
                throw code.error(
                    "PathEasing takes a Path built in code; paste it as PathEasing(PathParser().parsePathString(\"M0,0 C…\").toPath())",
                    at: node)
            }
            return ReadCurve(
                curve: try CodeCurves.path(data, code, at: node), note: "Compose's PathEasing samples the path within 0.002")
        default:
            throw CodeCurves.unknown("Compose easing", fullName, among: names, code, at: node, accepted: "help compose lists them")
        }
    }

    /// The spec `name` plays when it is given none, `spec` read as written, the note saying so
    /// with `what` it is.
    static func defaultSpec(_ spec: String, of name: String, _ what: String) throws(CommandError) -> ReadCurve {
        var standard = SourceCode(spec)
        var reading = try read(try standard.onlyValue(), standard)
        reading.note = "\(name) without an animationSpec plays \(spec): \(what)"
        return reading
    }

    /// Whether `receiver.animateTo` is called on an `Animatable` the code makes: a name declared
    /// as `Animatable(…)` (`val offset = Animatable(0f)`, `= remember { Animatable(0f) }`, `by
    /// lazy { … }`). Other objects' `animateTo` (a swipeable's, a seekable transition's) play
    /// their own state's spec.
    static func isAnimatable(receiverOf fullName: String, in code: SourceCode) -> Bool {
        let parts = fullName.split(separator: ".")
        guard parts.count == 2, parts[1] == "animateTo" else { return false }
        let text = String(String.UnicodeScalarView(code.scalars))
        let name = NSRegularExpression.escapedPattern(for: String(parts[0]))
        let declaration = "\\b(val|var)\\s+\(name)\\b[^=\\n]*(=|by)\\s*(remember\\s*\\{\\s*|lazy\\s*\\{\\s*)?Animatable\\s*[<(]"
        return text.range(of: declaration, options: .regularExpression) != nil
    }

    /// Whether a state animation's call is given its spec: `animationSpec = …`, or a value in
    /// its place, any unlabelled argument after the first (Kotlin places one after named ones
    /// at its own position).
    static func givesSpec(_ node: CodeNode) -> Bool {
        guard let arguments = node.call?.arguments else { return false }
        return arguments.contains { $0.label == "animationSpec" } || arguments.dropFirst().contains { $0.label == nil }
    }

    /// An animation spec given as a value: `keyframes { … }` read whole (its missing first and
    /// last keyframes are `ends`, the animated value's initial and target values, when known), a
    /// repeated spec through ``repeated(_:ends:)``, anything else as itself.
    static func animationSpec(_ node: CodeNode, _ code: SourceCode, ends: (Double, Double)?) throws(CommandError) -> ReadCurve {
        if case .sequence(let items) = node.value, items.count == 2, let name = items[0].word, blockForms.contains(name),
            case .block = items[1].value
        {
            if name == "keyframes" { return try ComposeKeyframes.read(items[1], code, at: node, ends: ends) }
            return try readBlockForm(name, body: items[1], code, at: node)
        }
        if let (fullName, _) = node.call, case let name = String(fullName.split(separator: ".").last ?? ""),
            name == "repeatable" || name == "infiniteRepeatable"
        {
            return try repeated(
                try APIBinding(node, to: name == "repeatable" ? ComposeAPI.repeatable : ComposeAPI.infiniteRepeatable, code), ends: ends)
        }
        return try read(node, code)
    }

    /// A repeated spec: the curve of the spec each pass plays, with what the repetition adds
    /// said beside it, since it does not change the curve.
    static func repeated(_ spec: APIBinding, ends: (Double, Double)?) throws(CommandError) -> ReadCurve {
        let code = spec.code
        guard let animation = spec.node("animation") else {
            throw code.error("\(spec.declaration.name) needs the animation it repeats (tween, keyframes …)", at: spec.node)
        }
        var reading = try animationSpec(animation, code, ends: ends)
        if reading.curve.spring != nil {
            throw code.error("Compose repeats only duration-based specs (tween, keyframes, snap): a spring is not accepted", at: animation)
        }
        let passes = spec.declaration.name == "repeatable" ? spec.given("iterations").map { "\(TextFormat.shortest($0)) times" } : nil
        var words = "\(spec.declaration.name) plays it \(passes ?? "over and over")"
        if let mode = spec.node("repeatMode"), mode.word?.hasSuffix("Reverse") == true {
            words += ", every other pass backwards (RepeatMode.Reverse)"
        }
        words += ": one pass is read"
        if spec.node("initialStartOffset") != nil { words += "; its initialStartOffset, which shifts the first pass, is not" }
        reading.note = AnimationTimingNote.joined(reading.note, words)
        return reading
    }

    /// The first string literal inside a value (a call's receiver and arguments, depth first).
    static func firstString(in node: CodeNode) -> String? {
        if case .string(let text) = node.value { return text }
        for child in node.children {
            if let text = firstString(in: child) { return text }
        }
        return nil
    }
}
