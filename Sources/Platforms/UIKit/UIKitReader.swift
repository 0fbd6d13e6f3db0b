import CurveKit
import Foundation

/// UIKit and Core Animation: `CAMediaTimingFunction`, `CASpringAnimation`,
/// `UISpringTimingParameters`, `UIView.AnimationOptions` curves.
enum UIKitReader: PlatformReader {
    /// `CAMediaTimingFunctionName` (Apple's pages; `.default` is CSS `ease`).
    static let timingNames: [String: [Double]] = [
        "default": [0.25, 0.1, 0.25, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1],
        "easeInEaseOut": [0.42, 0, 0.58, 1], "linear": [0, 0, 1, 1],
        "kCAMediaTimingFunctionDefault": [0.25, 0.1, 0.25, 1], "kCAMediaTimingFunctionEaseIn": [0.42, 0, 1, 1],
        "kCAMediaTimingFunctionEaseOut": [0, 0, 0.58, 1], "kCAMediaTimingFunctionEaseInEaseOut": [0.42, 0, 0.58, 1],
        "kCAMediaTimingFunctionLinear": [0, 0, 1, 1],
        "curveEaseIn": [0.42, 0, 1, 1],
        // UIView.AnimationCurve (UIViewPropertyAnimator(duration:curve:)): the same cubics.
        "easeInOut": [0.42, 0, 0.58, 1], "curveEaseOut": [0, 0, 0.58, 1], "curveEaseInOut": [0.42, 0, 0.58, 1],
        "curveLinear": [0, 0, 1, 1],
    ]
    static let names = [
        "CAMediaTimingFunction", "CASpringAnimation", "UISpringTimingParameters", ".default", ".easeIn", ".easeOut", ".easeInEaseOut",
        ".linear", ".curveEaseInOut",
    ]

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        // `timingFunctions = [CAMediaTimingFunction(…), …]`: one function per keyframe segment,
        // part of the CAKeyframeAnimation that sets them, never the animation's curve alone.
        if case .array(let elements) = node.value,
            elements.contains(where: { $0.call.map { String($0.name.split(separator: ".").last ?? "") } == "CAMediaTimingFunction" })
        {
            throw code.error(
                "an array of CAMediaTimingFunction is a CAKeyframeAnimation's timingFunctions, one per segment: not read alone; it is read with the animation's values and keyTimes",
                at: node)
        }
        guard let (fullName, _) = node.call else {
            throw code.error("expected UIKit or Core Animation code such as CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)", at: node)
        }
        let arguments = CodeArguments(node, code)
        let last = String(fullName.split(separator: ".").last ?? "")
        // `CASpringAnimation *spring = …`, `as? CABasicAnimation`: a class named, not an animation made.
        if node.isName, animationClasses.contains(last) {
            throw code.error("\(last) here names the class, not an animation made from it", at: node)
        }
        switch last {
        case "CABasicAnimation":
            // CAAnimation.timingFunction: "Defaults to nil, indicating linear pacing" (developer.apple.com
            // /documentation/quartzcore/caanimation/timingfunction); the duration does not change y(x).
            let animation = try APIBinding(node, to: UIKitAPI.basicAnimation, code)
            if let timing = animation.node("timingFunction") { return try read(timingFunction(timing), code) }
            return ReadCurve(
                curve: CodeCurves.linear,
                note: "no timingFunction is set: Core Animation paces a CABasicAnimation linearly (timingFunction nil)")
        case "CAKeyframeAnimation":
            return try UIKitKeyframeReading.read(arguments, code, at: node)
        case "CAAnimationGroup":
            return try UIKitAnimationGroup.read(node, code)
        case _ where last == "CAMediaTimingFunction" || (last == "init" && fullName.contains("CAMediaTimingFunction")):
            let function = try APIBinding(node, to: UIKitAPI.timingFunction, code)
            if let name = function.node("name") { return try read(name, code) }
            // controlPoints: c1x, c1y, c2x, c2y — the label is on the first only.
            let names = ["controlPoints", "c1y", "c2x", "c2y"]
            guard names.allSatisfy(function.has) else {
                throw code.error("CAMediaTimingFunction(controlPoints:) takes four numbers: c1x, c1y, c2x, c2y", at: node)
            }
            var p: [Double] = []
            for name in names { p.append(try function.number(name)) }
            return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Core Animation"))
        case "CASpringAnimation":
            let spring = try APIBinding(node, to: UIKitAPI.springAnimation, code)
            // CASpringAnimation has no init(duration:): its `duration` is CAMediaTiming's, the time
            // Core Animation plays the spring for (cut there, or resting at the target after it).
            let span = try playedSpan(spring.node("duration"), code)
            let velocity = try velocity(spring.node("initialVelocity"), code)
            if spring.hasAny(["perceptualDuration", "bounce"]) {
                return ReadCurve(
                    curve: try CodeCurves.perceptualSpring(
                        duration: try spring.number("perceptualDuration"), bounce: try spring.number("bounce"), velocity: velocity,
                        span: span, code, at: node),
                    note: span.map(Self.spanNote))
            }
            // Code that makes and configures the animation without setting `duration` plays it for
            // the default duration; the bare `CASpringAnimation()` is the class's spring, named.
            let playedFor = spring.has("duration") || arguments.arguments.isEmpty ? span : UIKitAPI.defaultDuration
            return ReadCurve(
                curve: try CodeCurves.spring(
                    mass: try spring.number("mass"), stiffness: try spring.number("stiffness"), damping: try spring.number("damping"),
                    velocity: velocity, span: playedFor, code, at: node),
                note: spring.has("duration") ? span.map(Self.spanNote) : playedFor.map(Self.defaultSpanNote))
        case "UISpringTimingParameters":
            let spring = try APIBinding(node, to: UIKitAPI.springTimingParameters, code)
            if arguments.arguments.isEmpty {
                throw code.error(
                    "UISpringTimingParameters() is documented only as \"damping ratio 4.56\", with no stiffness: not read; give (mass:stiffness:damping:) or (duration:bounce:)",
                    at: node)
            }
            if spring.has("dampingRatio"), !spring.has("stiffness") {
                throw code.error(
                    "UISpringTimingParameters(dampingRatio:) takes its duration from the animator, and Apple does not say how it derives the stiffness; paste UISpringTimingParameters(duration:bounce:) or (mass:stiffness:damping:)",
                    at: node)
            }
            let velocity = try velocity(spring.node("initialVelocity"), code)
            if spring.hasAny(["duration", "bounce"]) {
                return ReadCurve(
                    curve: try CodeCurves.perceptualSpring(
                        duration: try spring.number("duration"), bounce: try spring.number("bounce"), velocity: velocity, code, at: node))
            }
            return ReadCurve(
                curve: try CodeCurves.spring(
                    mass: try spring.number("mass"), stiffness: try spring.number("stiffness"), damping: try spring.number("damping"),
                    velocity: velocity, code, at: node))
        case "UICubicTimingParameters":
            // UICubicTimingParameters(controlPoint1: CGPoint(x:y:), controlPoint2:) or (animationCurve: .easeIn).
            let parameters = try APIBinding(node, to: UIKitAPI.cubicTimingParameters, code)
            if let curve = parameters.node("animationCurve"), !parameters.has("controlPoint1") { return try read(curve, code) }
            return try controlPoints(parameters)
        case "UIViewPropertyAnimator":
            let animator = try APIBinding(node, to: UIKitAPI.propertyAnimator, code)
            var reading: ReadCurve
            if let parameters = animator.node("timingParameters") {
                reading = try read(parameters, code)
            } else if let curve = animator.node("curve") {
                reading = try read(curve, code)
            } else if animator.has("controlPoint1") {
                reading = try controlPoints(animator)
            } else if animator.has("dampingRatio") {
                throw code.error(
                    "UIViewPropertyAnimator(duration:dampingRatio:) is not read: Apple does not say how it derives the stiffness from the duration; use UISpringTimingParameters(duration:bounce:)",
                    at: node)
            } else {
                throw code.error("UIViewPropertyAnimator is read with curve:, controlPoint1:controlPoint2: or timingParameters:", at: node)
            }
            // A cubic plays over the animator's duration (a number the code gives; one it computes
            // elsewhere is left to it); a spring's own parameters set its length.
            if reading.curve.spring == nil { reading.keep(CurveTiming(duration: animator.given("duration"), delay: nil)) }
            return reading
        case "animate" where arguments.node("usingSpringWithDamping", nil) != nil:
            throw code.error(
                "UIView.animate(withDuration:…usingSpringWithDamping:) is not read: Apple does not document how it derives the stiffness from the duration; use UIView.animate(springDuration:bounce:)",
                at: node)
        case "animate" where arguments.node("springDuration", nil) != nil:
            let animate = try APIBinding(node, to: UIKitAPI.animate, code)
            return ReadCurve(
                curve: try CodeCurves.perceptualSpring(
                    duration: try animate.number("springDuration"), bounce: try animate.number("bounce"),
                    velocity: try animate.number("initialSpringVelocity"), code, at: node))
        case "animate" where arguments.node("withDuration", nil) != nil:
            return try animate(try APIBinding(node, to: UIKitAPI.animate, code))
        default:
            if let p = timingNames[last] {
                return ReadCurve(curve: CodeCurves.bezier(p))
            }
            throw CodeCurves.unknown(
                "UIKit or Core Animation timing", fullName, among: names, code, at: node, accepted: "help uikit lists them")
        }
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: the curve its options
    /// name (UIView.AnimationOptions `.curveEaseOut` …), with the duration and delay kept. Options
    /// that name no curve (none given, `[]`, `.allowUserInteraction`) play `.curveEaseInOut`: the
    /// curve is two bits of the options whose value 0 is `.curveEaseInOut` (UIView.AnimationOptions),
    /// Swift's `options` defaults to `[]`, and `animate(withDuration:animations:)` "performs the
    /// specified animations immediately using the curveEaseInOut and transitionNone animation
    /// options" (developer.apple.com/documentation/uikit/uiview). Options the code computes (a
    /// name of its own) are refused: their curve is known only when it runs.
    static func animate(_ animate: APIBinding) throws(CommandError) -> ReadCurve {
        guard let members = optionMembers(animate.node("options")) else {
            let options = animate.node("options").map { animate.code.text(of: $0) } ?? "options"
            throw animate.code.error(
                "UIView.animate's options are \(Names.shortened(options, limit: 40)), which the code computes when it runs: the curve among them is not known here (paste the call with its .curve… option written)",
                at: animate.node)
        }
        let curves = members.filter { $0.hasPrefix("curve") }.compactMap { timingNames[$0] }
        guard curves.count <= 1 else {
            throw animate.code.error("the options name \(curves.count) curves; UIKit takes one", at: animate.node)
        }
        // A duration or delay that is a number is kept with the curve; one the code computes
        // elsewhere is left to it.
        let timing = CurveTiming(duration: animate.given("withDuration"), delay: animate.given("delay"))
        guard let curve = curves.first else {
            guard let standard = timingNames[defaultCurveOption] else { preconditionFailure("the table lists curveEaseInOut") }
            return ReadCurve(
                curve: CodeCurves.bezier(standard),
                note: "the options name no curve: UIView.animate plays .curveEaseInOut, the curve whose option bits are 0",
                keeping: timing)
        }
        return ReadCurve(curve: CodeCurves.bezier(curve), note: nil, keeping: timing)
    }

    /// The curve UIView.AnimationOptions hold when they name none (its raw value 0).
    static let defaultCurveOption = "curveEaseInOut"

    /// The cubic of `controlPoint1: CGPoint(x:y:), controlPoint2: CGPoint(x:y:)`.
    static func controlPoints(_ call: APIBinding) throws(CommandError) -> ReadCurve {
        var p: [Double] = []
        for label in ["controlPoint1", "controlPoint2"] {
            guard let point = call.node(label) else {
                throw call.code.error("\(call.declaration.name) needs \(label): CGPoint(x: …, y: …)", at: call.node)
            }
            let coordinates = CodeArguments(point, call.code)
            p += [try coordinates.number("x", 0), try coordinates.number("y", 1)]
        }
        return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], call.code, at: call.node, platform: "UIKit"))
    }

    /// The members of a call's `options:` as the last part of their names (`.curveEaseOut`,
    /// `UIView.AnimationOptions.curveLinear`, Swift 3's `UIViewAnimationOptions.curveLinear` and
    /// Objective-C's `UIViewAnimationOptionCurveLinear` are `curveEaseOut`, `curveLinear`), one
    /// option or an array of them; none when not given.
    /// Nil when an option is not written as a member (a name the code declares, a computed set).
    static func optionMembers(_ option: CodeNode?) -> [String]? {
        guard let option else { return [] }
        let options: [CodeNode]
        if case .array(let elements) = option.value { options = elements } else { options = [option] }
        var members: [String] = []
        for option in options {
            guard case .name(let name) = option.value else { return nil }
            let objectiveC = "UIViewAnimationOption"
            if let dot = name.lastIndex(of: "."), ["", "UIView.AnimationOptions", "UIViewAnimationOptions"].contains(name[..<dot]) {
                members.append(String(name[name.index(after: dot)...]))
            } else if name.hasPrefix(objectiveC), !name.contains("."), let first = name.dropFirst(objectiveC.count).first {
                members.append(first.lowercased() + name.dropFirst(objectiveC.count + 1))
            } else {
                return nil
            }
        }
        return members
    }

    /// A value given to a `timingFunction` property: Swift's implicit member expression
    /// `.init(controlPoints: …)` there is `CAMediaTimingFunction(controlPoints: …)`, the
    /// property's type (The Swift Programming Language, "Implicit Member Expression").
    static func timingFunction(_ node: CodeNode) -> CodeNode {
        guard case .call(nil, ".init", let arguments) = node.value else { return node }
        return CodeNode(
            value: .call(receiver: nil, name: "CAMediaTimingFunction", arguments: arguments), offset: node.offset, length: node.length)
    }

    /// The classes whose bare name is a type, not a value (a declaration's or a cast's type).
    static let animationClasses: Set<String> = [
        "CASpringAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CAMediaTimingFunction", "CAAnimationGroup",
    ]

    /// The seconds a `CASpringAnimation` plays for: its `duration` (CAMediaTiming), or nil when
    /// none is set or it is the spring's own `settlingDuration` ("the estimated duration required
    /// for the spring system to be considered at rest", developer.apple.com/documentation/quartzcore
    /// /caspringanimation/settlingduration): played to rest, the span curves gives a settling spring.
    static func playedSpan(_ node: CodeNode?, _ code: SourceCode) throws(CommandError) -> Double? {
        guard let node else { return nil }
        if let name = node.call?.name, name == "settlingDuration" || name.hasSuffix(".settlingDuration") { return nil }
        return try CodeArguments.number(node, code, role: "duration", bound: .positive)
    }

    static func defaultSpanNote(_ span: Double) -> String {
        "no duration is set: CAMediaTiming's duration defaults to 0, which Core Animation plays as the transaction's \(TextFormat.shortest(span)) s, and it cuts the spring there (the layer jumps to its model value): the curve spans those \(TextFormat.shortest(span)) s"
    }

    static func spanNote(_ span: Double) -> String {
        "Core Animation plays this spring for its duration, \(TextFormat.shortest(span)) s, and then sets the final value: the curve spans those seconds"
    }

    /// A velocity as a number or `CGVector(dx: v, dy: …)` (the first component).
    static func velocity(_ node: CodeNode?, _ code: SourceCode) throws(CommandError) -> Double {
        guard let node else { return 0 }
        if node.number != nil { return try CodeArguments.number(node, code, role: "initialVelocity") }
        return try CodeArguments(node, code).number("dx", 0, default: 0)
    }
}
