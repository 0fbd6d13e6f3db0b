import CurveKit

/// Android: `PathInterpolator` (cubic, quadratic, path data), the framework interpolators by
/// their AOSP formulas, androidx's FastOutSlowIn family, dynamicanimation's `SpringForce`, and
/// Material tokens as MDC-Android's tokens.xml has them.
package enum AndroidReader: PlatformReader {
    /// `SpringForce` constants (androidx dynamicanimation).
    package static let springConstants: [String: Double] = [
        "STIFFNESS_HIGH": 10_000, "STIFFNESS_MEDIUM": 1500, "STIFFNESS_LOW": 200, "STIFFNESS_VERY_LOW": 50,
        "DAMPING_RATIO_HIGH_BOUNCY": 0.2, "DAMPING_RATIO_MEDIUM_BOUNCY": 0.5, "DAMPING_RATIO_LOW_BOUNCY": 0.75,
        "DAMPING_RATIO_NO_BOUNCY": 1,
    ]
    /// androidx.interpolator's 201-entry tables and the cubics they sample.
    static let tables: [String: [Double]] = [
        "FastOutSlowInInterpolator": [0.4, 0, 0.2, 1], "LinearOutSlowInInterpolator": [0, 0, 0.2, 1],
        "FastOutLinearInInterpolator": [0.4, 0, 1, 1],
    ]
    package static let names = [
        "PathInterpolator", "PathInterpolatorCompat.create", "LinearInterpolator", "AccelerateInterpolator", "DecelerateInterpolator",
        "AccelerateDecelerateInterpolator", "AnticipateInterpolator", "OvershootInterpolator", "AnticipateOvershootInterpolator",
        "BounceInterpolator", "FastOutSlowInInterpolator", "LinearOutSlowInInterpolator", "FastOutLinearInInterpolator",
        "FastOutExtraSlowInInterpolator", "SpringForce",
    ]
    /// The framework's interpolator resources (AOSP core/res/res/anim and interpolator), as the
    /// classes they inflate to, by `@android:anim/NAME`, `@android:interpolator/NAME`,
    /// `android.R.anim.NAME` or `android.R.interpolator.NAME`.
    static let resources: [String: String] = [
        "linear_interpolator": "LinearInterpolator()", "accelerate_interpolator": "AccelerateInterpolator()",
        "decelerate_interpolator": "DecelerateInterpolator()", "accelerate_decelerate_interpolator": "AccelerateDecelerateInterpolator()",
        "anticipate_interpolator": "AnticipateInterpolator()", "overshoot_interpolator": "OvershootInterpolator()",
        "anticipate_overshoot_interpolator": "AnticipateOvershootInterpolator()", "bounce_interpolator": "BounceInterpolator()",
        "cycle_interpolator": "CycleInterpolator(1f)",
        // core/res/res/interpolator: the same classes with the factors and tensions their XML sets.
        "linear": "LinearInterpolator()", "accelerate_decelerate": "AccelerateDecelerateInterpolator()",
        "accelerate_quad": "AccelerateInterpolator(1f)", "accelerate_cubic": "AccelerateInterpolator(1.5f)",
        "accelerate_quint": "AccelerateInterpolator(2.5f)", "decelerate_quad": "DecelerateInterpolator(1f)",
        "decelerate_cubic": "DecelerateInterpolator(1.5f)", "decelerate_quint": "DecelerateInterpolator(2.5f)",
        "anticipate": "AnticipateInterpolator(2f)", "overshoot": "OvershootInterpolator(2f)",
        "anticipate_overshoot": "AnticipateOvershootInterpolator(2f, 1.5f)", "bounce": "BounceInterpolator()",
        "cycle": "CycleInterpolator(1f)",
        "fast_out_slow_in": "PathInterpolator(0.4f, 0f, 0.2f, 1f)", "fast_out_linear_in": "PathInterpolator(0.4f, 0f, 1f, 1f)",
        "linear_out_slow_in": "PathInterpolator(0f, 0f, 0.2f, 1f)",
        "fast_out_extra_slow_in": "PathInterpolator(\"M 0,0 C 0.05, 0, 0.133333, 0.06, 0.166666, 0.4 C 0.208333, 0.82, 0.25, 1, 1, 1\")",
    ]

    /// The resource's name in `@android:anim/NAME` or `android.R.interpolator.NAME`; nil for other names.
    static func resourceName(_ name: String) -> String? {
        for prefix in ["@android:anim/", "@android:interpolator/", "android.R.anim.", "android.R.interpolator."]
        where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }

    /// MDC-Android's own interpolators, `@interpolator/m3_sys_motion_easing_NAME`: on API 21
    /// and later the pathInterpolator of tokens.xml's values for NAME.
    static func materialResource(_ text: String) -> String? {
        for prefix in ["@interpolator/m3_sys_motion_easing_", "@com.google.android.material:interpolator/m3_sys_motion_easing_"]
        where text.hasPrefix(prefix) {
            return MaterialTokens.token(String(text.dropFirst(prefix.count)))
        }
        return nil
    }

    /// `@dimen/x`, `@string/y`, `@interpolator/z`, `?attr/w`: a value defined in another file or by the theme.
    static func isResourceReference(_ text: String) -> Bool {
        (text.hasPrefix("@") || text.hasPrefix("?")) && text.contains("/")
    }

    static func projectResource(_ text: String, _ code: SourceCode, at node: CodeNode) -> CommandError {
        code.error(
            "\(text) is a resource defined in another file or by the theme: not read; paste the file that defines it, or its value",
            at: node)
    }

    static let flatteningNote =
        "Android flattens a PathInterpolator to a polyline within 0.002, so its values may differ from these by about 0.002"

    /// `getInterpolation(float input) { … }`, a TimeInterpolator of the project's own, read whole
    /// (``InterpolatorBody``).
    static let blockForms: Set<String> = ["getInterpolation"]

    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        // The one parameter, the last word in the parentheses: `float input`, Kotlin's `input: Float`.
        let signature = code.text(of: node).prefix { $0 != ")" }.drop { $0 != "(" }.dropFirst()
        let words = signature.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        guard let parameter = words.last, words.count == 2 else {
            throw code.error("getInterpolation takes one parameter, the elapsed fraction (float input)", at: node)
        }
        if signature.contains(":") {
            throw code.error(
                "a Kotlin getInterpolation body is not read (the Java form is): paste the formula it returns, or a framework interpolator",
                at: node)
        }
        return try InterpolatorBody.read(parameter: parameter, body: body, code, at: node)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        // android:interpolator="@android:anim/…": a resource reference in an attribute's string.
        if case .string(let text) = node.value, resourceName(text) != nil {
            return try read(CodeNode(value: .name(text), offset: node.offset, length: node.length), code)
        }
        if case .string(let text) = node.value, let token = materialResource(text) {
            return try MaterialTokens.curve(token, values: .mdcAndroid, code, at: node)
        }
        if case .string(let text) = node.value, isResourceReference(text) { throw projectResource(text, code, at: node) }
        guard let (fullName, _) = node.call else {
            throw code.error("expected Android code such as PathInterpolator(0.4f, 0f, 0.2f, 1f) or OvershootInterpolator(2f)", at: node)
        }
        let arguments = CodeArguments(node, code)
        if let resource = resourceName(fullName) {
            guard let definition = resources[resource] else {
                throw CodeCurves.unknown(
                    "Android interpolator resource", resource, among: resources.keys.sorted(), code, at: node,
                    accepted: "the framework's android:anim and android:interpolator resources")
            }
            var inner = SourceCode(definition)
            return try read(try inner.onlyValue(), inner)
        }
        let name = fullName == "PathInterpolatorCompat.create" ? "PathInterpolator" : String(fullName.split(separator: ".").last ?? "")
        // AnimationUtils.loadInterpolator(context, android.R.interpolator.NAME): the resource it loads.
        if name == "loadInterpolator", let resource = arguments.node(nil, 1) { return try read(resource, code) }
        // `animator.setInterpolator(…)`, `.setInterpolator(…)` in a chain: the interpolator is its argument.
        if name == "setInterpolator", let argument = arguments.node(nil, 0) {
            do {
                return try read(argument, code)
            } catch  where error.message.hasPrefix("unknown Android interpolator") {
                throw code.error(
                    "\(Names.shortened(code.text(of: argument))) is not one of Android's interpolators (a class of the project's own, whose formula is in another file): not read; paste its formula or the framework interpolator it stands for",
                    at: argument)
            }
        }
        // `SpringAnimation(…).apply { spring.stiffness = … }`: settings in a block, not followed.
        if case .call(let receiver?, "apply", _) = node.value, receiver.call?.name.hasSuffix("SpringAnimation") == true {
            throw appliedSpringAnimation(node, code)
        }
        // `animation.setSpring(force)`: the animation plays that SpringForce.
        if case .call(_?, "setSpring", _) = node.value, let force = arguments.node(nil, 0) { return try read(force, code) }
        // `SpringAnimation(…).start()`: the animation as made; another call on it, when no spring
        // setting follows, is not read (its receiver is not read alone either).
        if case .call(let receiver?, let method, _) = node.value, chainRoot(node).call?.name.hasSuffix("SpringAnimation") == true,
            // (Kotlin's `anim.spring.stiffness = …` on later lines is assembled as the setter on the animation.)
            !chainCalls(node).contains(where: { ["getSpring", "setSpring", "setStiffness", "setDampingRatio"].contains($0) })
        {
            if method == "start" || method == "animateToFinalPosition" || listenerCalls.contains(method) {
                // androidx SpringAnimation.animateToFinalPosition: a SpringAnimation without a
                // spring makes `new SpringForce(finalPosition)`, so it plays SpringForce's defaults.
                if method == "animateToFinalPosition", let made = receiverWithoutSpring(receiver) {
                    return try springAnimation(made, CodeArguments(made, code), code, finalPositionGiven: true)
                }
                return try read(receiver, code)
            }
            throw code.error(
                "SpringAnimation(…).\(method)(…) is not read: paste the animation's SpringForce, or set it with getSpring()", at: node)
        }
        if case .call(_?, _, _) = node.value, isViewPropertyAnimator(node) { return try viewPropertyAnimator(node, code) }
        // `ObjectAnimator.ofFloat(…).apply { duration = 2000; start() }`: the block may set its interpolator.
        if case .call(let receiver?, "apply", let applied) = node.value, let made = receiver.call?.name, Self.isValueAnimatorFactory(made) {
            if let block = applied.last?.node, case .block = block.value, let set = interpolatorAssigned(in: block, code) {
                let call = CodeValue.call(receiver: nil, name: "setInterpolator", arguments: [CodeArgument(label: nil, node: set)])
                return try read(CodeNode(value: call, offset: node.offset, length: node.length), code)
            }
            return try read(receiver, code)
        }
        if case .call(let receiver?, let method, _) = node.value, method.hasPrefix("set") || method == "apply" {
            return try springForce(node, receiver: receiver, method: method, code)
        }
        switch name {
        case "PathInterpolator", "pathInterpolator":
            if let data = arguments.node("pathData", 0)?.value, case .string(let text) = data {
                if isResourceReference(text) { throw projectResource(text, code, at: node) }
                return ReadCurve(curve: try CodeCurves.path(text, code, at: node), note: flatteningNote)
            }
            // PathInterpolator(PathParser.createPathFromPathData("M0,0 C…")), as Kotlin and Java write a path.
            if let parsed = arguments.node("path", 0)?.call, parsed.name.hasSuffix("createPathFromPathData"),
                let data = parsed.arguments.first?.node.value, case .string(let text) = data
            {
                return ReadCurve(curve: try CodeCurves.path(text, code, at: node), note: flatteningNote)
            }
            var p: [Double] = []
            for (index, label) in ["controlX1", "controlY1", "controlX2", "controlY2"].enumerated() {
                if index >= 2, arguments.node(label, index) == nil { break }
                if case .string(let text)? = arguments.node(label, index)?.value, isResourceReference(text) {
                    throw projectResource(text, code, at: node)
                }
                p.append(try arguments.number(label, index))
            }
            guard p.count == 2 || p.count == 4 else {
                throw code.error(
                    "PathInterpolator with \(p.count) numbers is not read: it takes 2 (controlX, controlY: a quadratic) or 4 (controlX1, controlY1, controlX2, controlY2: a cubic)",
                    at: node)
            }
            if p.count == 2 {
                // The quadratic from (0, 0) through (cx, cy) to (1, 1), as the cubic it is exactly.
                p = [2 * p[0] / 3, 2 * p[1] / 3, (1 + 2 * p[0]) / 3, (1 + 2 * p[1]) / 3]
            }
            return ReadCurve(
                curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Android PathInterpolator"),
                note: flatteningNote)
        case "LinearInterpolator":
            return ReadCurve(curve: CodeCurves.linear)
        case "AccelerateInterpolator":
            return ReadCurve(
                curve: try CodeCurves.platform(.androidAccelerate, .in, [try arguments.number("factor", 0, default: 1)], code, at: node))
        case "DecelerateInterpolator":
            return ReadCurve(
                curve: try CodeCurves.platform(.androidDecelerate, .in, [try arguments.number("factor", 0, default: 1)], code, at: node))
        case "AccelerateDecelerateInterpolator":
            return ReadCurve(curve: try CodeCurves.platform(.androidAccelerateDecelerate, .in, [], code, at: node))
        case "AnticipateInterpolator":
            return ReadCurve(
                curve: try CodeCurves.platform(.androidAnticipate, .in, [try arguments.number("tension", 0, default: 2)], code, at: node)
            )
        case "OvershootInterpolator":
            return ReadCurve(
                curve: try CodeCurves.platform(.androidOvershoot, .in, [try arguments.number("tension", 0, default: 2)], code, at: node))
        case "AnticipateOvershootInterpolator":
            let parameters = [try arguments.number("tension", 0, default: 2), try arguments.number("extraTension", 1, default: 1.5)]
            return ReadCurve(curve: try CodeCurves.platform(.androidAnticipateOvershoot, .in, parameters, code, at: node))
        case "BounceInterpolator":
            return ReadCurve(curve: try CodeCurves.platform(.androidBounce, .in, [], code, at: node))
        case "FastOutExtraSlowInInterpolator", "fast_out_extra_slow_in":
            return ReadCurve(
                curve: try CodeCurves.path(points: MaterialTokens.emphasizedPath, code, at: node),
                note: "androidx samples this path into a 201-entry table")
        case "SpringForce":
            return try springForce(node, receiver: nil, method: nil, code)
        case "SpringAnimation":
            return try springAnimation(node, arguments, code)
        case "ofKeyframe":
            return try AndroidKeyframeReading.holder(node, code)
        case "ofPropertyValuesHolder":
            return try AndroidKeyframeReading.animator(node, code)
        case "playTogether", "playSequentially":
            return try AndroidKeyframeReading.animatorSet(node, name, code)
        case "ofFloat" where !fullName.hasPrefix("Keyframe") && AndroidKeyframeReading.animatedValues(node, fullName, code).count > 2:
            return try AndroidKeyframeReading.animatorOfValues(node, fullName, code)
        // `val a = ObjectAnimator.ofFloat(…)` then `a.setInterpolator(X)` (or `a.interpolator = X`):
        // the animator plays X, read as `setInterpolator(X)` alone always was.
        case "ofFloat" where !fullName.hasPrefix("Keyframe") && arguments.node("interpolator", nil) != nil:
            let interpolator = arguments.arguments.filter { $0.label == "interpolator" }.map { CodeArgument(label: nil, node: $0.node) }
            let set = CodeValue.call(receiver: nil, name: "setInterpolator", arguments: interpolator)
            return try read(CodeNode(value: set, offset: node.offset, length: node.length), code)
        // Two values (or one, from the property's current value) and no interpolator set.
        case "ofFloat" where Self.isValueAnimatorFactory(fullName):
            return try AndroidKeyframeReading.animatorWithDefaultInterpolator(node, fullName, code)
        case "cubic-bezier":
            // Material tokens in resources (MDC tokens.xml) write a cubic as CSS does.
            let p = try arguments.numbers(4)
            return ReadCurve(
                curve: try CodeCurves.bezier(
                    p[0], p[1], p[2], p[3], code, at: node, platform: "Android cubic-bezier", points: arguments.unlabelled))
        case "path" where node.call?.arguments.isEmpty == false:
            // `path(M 0,0 C …)`, the form MDC tokens.xml gives a path easing in.
            let text = code.text(of: node)
            guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { throw code.error("expected path(M 0,0 C …)", at: node) }
            let data = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            return ReadCurve(curve: try CodeCurves.path(data, code, at: node), note: flatteningNote)
        case "CycleInterpolator":
            throw code.error("CycleInterpolator repeats a sine wave and ends where it starts: not a timing curve from 0 to 1", at: node)
        default:
            if let p = tables[name] {
                let curve = CodeCurves.bezier(p)
                return ReadCurve(
                    curve: curve,
                    note:
                        "androidx reads a 201-entry table of this cubic, rounded to 4 decimals: its values differ from these by up to \(TextFormat.statistic(tableError(curve)))"
                )
            }
            if let token = MaterialTokens.token(fullName) { return try MaterialTokens.curve(token, values: .mdcAndroid, code, at: node) }
            throw CodeCurves.unknown("Android interpolator", fullName, among: names, code, at: node, accepted: "help android lists them")
        }
    }

    /// Why `SpringAnimation(…).apply { … }` is not read. The SpringForce the block gives it
    /// (`spring = force`, `setSpring(force)`) is a part of it, not a definition of its own; a
    /// start velocity set there from a value the code gets at run time (`setStartVelocity(speed)`,
    /// androidx DynamicAnimation: the velocity the spring starts with, which changes its curve)
    /// is said as the reason.
    static func appliedSpringAnimation(_ node: CodeNode, _ code: SourceCode) -> CommandError {
        var block: CodeNode?
        if case .call(_, _, let arguments) = node.value, let last = arguments.last, case .block = last.node.value { block = last.node }
        if block == nil {
            var index = node.offset + node.length
            while index < code.scalars.count, SourceCode.isSpace(code.scalars[index]) { index += 1 }
            var reader = code
            reader.position = index
            if index < code.scalars.count, code.scalars[index] == "{", let body = try? reader.value() { block = body }
        }
        guard let block else {
            return code.error(
                "SpringAnimation(…).apply { … } is not read (the spring it sets is in the block); paste the SpringForce it plays", at: node)
        }
        let end = min(block.offset + block.length, code.scalars.count)
        func argument(after word: String) -> CodeNode? {
            let scalars = Array(word.unicodeScalars)
            var index = block.offset + 1
            while index + scalars.count < end {
                defer { index += 1 }
                guard code.scalars[index..<(index + scalars.count)].elementsEqual(scalars),
                    !SourceCode.isNameScalar(code.scalars[index - 1])
                else { continue }
                var reader = code
                reader.position = index + scalars.count
                reader.skipSpace()
                if let value = try? reader.value() { return value }
            }
            return nil
        }
        // The SpringForce the block sets is this animation's part.
        if let force = argument(after: "setSpring(") ?? argument(after: "spring =") { _ = DeclaredNames.resolved(force) }
        if let velocity = argument(after: "setStartVelocity("), DeclaredNames.number(velocity, code) == nil {
            return code.error(
                "the SpringAnimation's start velocity is \(Names.shortened(code.text(of: velocity))), a value the code gets at run time, and it changes the spring's curve: not read; paste the numbers it runs with",
                at: velocity)
        }
        return code.error(
            "SpringAnimation(…).apply { … } is not read (the spring it sets is in the block); paste the SpringForce it plays", at: node)
    }

    /// The largest difference between the cubic and androidx's lookup: 201 values at x = i/200
    /// rounded to 4 decimals, joined by straight lines.
    static func tableError(_ curve: Curve) -> Double {
        let table = (0...200).map { ((curve.value(at: Double($0) / 200) * 10_000).rounded()) / 10_000 }
        func lookup(_ x: Double) -> Double {
            let position = x * 200
            let i = min(Int(position), 199)
            return table[i] + (position - Double(i)) * (table[i + 1] - table[i])
        }
        // 20 points between two table entries, where the straight line strays most.
        return CurveComparison(lookup, curve.value(at:), intervals: 4000).maxAbsoluteDifference
    }

    /// `SpringAnimation(object, property, finalPosition)` with no spring set (androidx
    /// dynamicanimation SpringAnimation.java): the constructor makes `new SpringForce(finalPosition)`,
    /// so the animation plays SpringForce's defaults, stiffness STIFFNESS_MEDIUM 1500 and damping
    /// ratio DAMPING_RATIO_MEDIUM_BOUNCY 0.5. Without a final position it has no spring until one
    /// is set: `start()` throws ("Incomplete SpringAnimation").
    /// Calls on an animation that add a listener and leave its motion as it is.
    static let listenerCalls: Set<String> = ["addEndListener", "addUpdateListener", "removeEndListener", "removeUpdateListener"]

    /// The `SpringAnimation(object, property)` a chain of listener calls starts from, when it
    /// has no final position (so no SpringForce until one is made for it).
    static func receiverWithoutSpring(_ node: CodeNode) -> CodeNode? {
        var link = node
        while case .call(let receiver?, let method, _) = link.value, listenerCalls.contains(method) { link = receiver }
        guard let (name, arguments) = link.call, name.hasSuffix("SpringAnimation"), arguments.count == 2 else { return nil }
        return link
    }

    static func springAnimation(
        _ node: CodeNode, _ arguments: CodeArguments, _ code: SourceCode, finalPositionGiven: Bool = false
    ) throws(CommandError) -> ReadCurve {
        guard arguments.arguments.count == 3 || finalPositionGiven else {
            throw code.error(
                "a SpringAnimation without a final position has no SpringForce until setSpring(…) or getSpring() gives it one (start() throws \"Incomplete SpringAnimation\"): not read; paste the SpringForce it plays",
                at: node)
        }
        let defaults = try springForce(
            CodeNode(value: .call(receiver: nil, name: "SpringForce", arguments: []), offset: node.offset, length: node.length),
            receiver: nil, method: nil, code)
        return ReadCurve(
            curve: defaults.curve,
            note: (finalPositionGiven
                ? "animateToFinalPosition(…) on a SpringAnimation without a spring" : "SpringAnimation(…, finalPosition)")
                + " plays new SpringForce(finalPosition): stiffness STIFFNESS_MEDIUM 1500, damping ratio DAMPING_RATIO_MEDIUM_BOUNCY 0.5 until set"
        )
    }

    /// Whether a chain starts with a view's `animate()` (`panel.animate()`, Kotlin's
    /// `binding.card.animate()`, `ViewCompat.animate(view)`): a ViewPropertyAnimator.
    static func isViewPropertyAnimator(_ node: CodeNode) -> Bool {
        guard let root = chainRoot(node).call?.name else { return false }
        return root == "animate" || root.hasSuffix(".animate")
    }

    /// A ViewPropertyAnimator chain (AOSP frameworks/base core/java/android/view/
    /// ViewPropertyAnimator.java): its last `setInterpolator(…)` paces every property it
    /// animates; without one, startAnimation() leaves the ValueAnimator it makes with
    /// ValueAnimator's default interpolator, AccelerateDecelerateInterpolator (`if
    /// (mInterpolatorSet) animator.setInterpolator(mInterpolator)`). `setDuration` and
    /// `setStartDelay` in milliseconds are kept with the curve.
    static func viewPropertyAnimator(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        var calls: [(name: String, argument: CodeNode?)] = []
        var link: CodeNode? = node
        while let current = link, case .call(let receiver, let name, let arguments) = current.value {
            // Kotlin's `animate().apply { interpolator = X }`: the property set in the block.
            for argument in arguments {
                guard case .block = argument.node.value, let set = interpolatorAssigned(in: argument.node, code) else { continue }
                calls.insert(("setInterpolator", set), at: 0)
            }
            calls.insert((String(name.split(separator: ".").last ?? ""), arguments.first?.node), at: 0)
            link = receiver
        }
        // `animate().apply { … }`: the block after the call (a trailing lambda) sets its properties.
        if calls.last?.name == "apply", let set = appliedInterpolator(after: node, code) { calls.append(("setInterpolator", set)) }
        func given(_ setter: String) -> Double? { calls.last { $0.name == setter }?.argument?.number.map { $0 / 1000 } }
        let timing = CurveTiming(duration: given("setDuration"), delay: given("setStartDelay"))
        var reading: ReadCurve
        if let interpolator = calls.last(where: { $0.name == "setInterpolator" })?.argument {
            reading = try read(
                CodeNode(
                    value: .call(receiver: nil, name: "setInterpolator", arguments: [CodeArgument(label: nil, node: interpolator)]),
                    offset: node.offset, length: node.length), code)
        } else {
            reading = ReadCurve(
                curve: try CodeCurves.platform(.androidAccelerateDecelerate, .in, [], code, at: node),
                note: "a ViewPropertyAnimator that sets no interpolator plays ValueAnimator's default, AccelerateDecelerateInterpolator")
        }
        reading.keep(timing)
        return reading
    }

    /// The interpolator a Kotlin `apply { … }` right after `node` sets (`interpolator = X`, on its
    /// own lines or separated by `;`), nil when none follows or it sets none.
    static func appliedInterpolator(after node: CodeNode, _ code: SourceCode) -> CodeNode? {
        var index = node.offset + node.length
        while index < code.scalars.count, SourceCode.isSpace(code.scalars[index]) { index += 1 }
        guard index < code.scalars.count, code.scalars[index] == "{" else { return nil }
        var reader = code
        reader.position = index
        guard let body = try? reader.value() else { return nil }
        if case .object = body.value { return body.member("interpolator") }
        return interpolatorAssigned(in: body, code)
    }

    /// The value of the last `interpolator = …` in a block (Kotlin's property syntax for
    /// `setInterpolator`), nil when the block sets none.
    static func interpolatorAssigned(in block: CodeNode, _ code: SourceCode) -> CodeNode? {
        let word = Array("interpolator".unicodeScalars)
        let end = min(block.offset + block.length, code.scalars.count)
        var found: CodeNode?
        var index = block.offset + 1
        while index + word.count < end {
            defer { index += 1 }
            guard code.scalars[index..<(index + word.count)].elementsEqual(word),
                !SourceCode.isNameScalar(code.scalars[index - 1]), !SourceCode.isNameScalar(code.scalars[index + word.count])
            else { continue }
            var after = index + word.count
            while after < end, SourceCode.isSpace(code.scalars[after]) { after += 1 }
            guard after + 1 < end, code.scalars[after] == "=", code.scalars[after + 1] != "=" else { continue }
            var reader = code
            reader.position = after + 1
            if let value = try? reader.value() { found = value }
        }
        return found
    }

    /// Whether `name` makes a property animator, `ObjectAnimator.ofFloat` or `ValueAnimator.ofFloat`
    /// (not a `PropertyValuesHolder` or a `Keyframe`, which an animator plays).
    static func isValueAnimatorFactory(_ name: String) -> Bool {
        name == "ObjectAnimator.ofFloat" || name == "ValueAnimator.ofFloat"
    }

    /// The innermost receiver of a call chain.
    static func chainRoot(_ node: CodeNode) -> CodeNode {
        if case .call(let receiver?, _, _) = node.value { return chainRoot(receiver) }
        return node
    }

    /// The calls of a chain by their last names, innermost first.
    static func chainCalls(_ node: CodeNode) -> [String] {
        guard case .call(let receiver, let name, _) = node.value else { return [] }
        return (receiver.map(chainCalls) ?? []) + [String(name.split(separator: ".").last ?? "")]
    }

    /// The chain from its `getSpring()` on (`anim.getSpring().setStiffness(…)`, the animation's
    /// own calls before it dropped): getSpring() is the animation's SpringForce whatever else
    /// the animation was told.
    static func fromGetSpring(_ node: CodeNode) -> CodeNode {
        guard case .call(let receiver, let name, let arguments) = node.value else { return node }
        if name == "getSpring" || name.hasSuffix(".getSpring") {
            return CodeNode(value: .call(receiver: nil, name: "getSpring", arguments: arguments), offset: node.offset, length: node.length)
        }
        return CodeNode(
            value: .call(receiver: receiver.map(fromGetSpring), name: name, arguments: arguments), offset: node.offset, length: node.length)
    }

    /// `SpringForce()`, `SpringForce(1f).setStiffness(…).setDampingRatio(…)`, bound against
    /// ``AndroidAPI/springForce``: stiffness 1500 and damping ratio 0.5 unless set (mass 1).
    static func springForce(_ node: CodeNode, receiver: CodeNode?, method: String?, _ code: SourceCode) throws(CommandError)
        -> ReadCurve
    {
        let spring = try APIBinding(fromGetSpring(node), to: AndroidAPI.springForce, code)
        return ReadCurve(
            curve: try CodeCurves.spring(
                stiffness: try spring.number("stiffness"), dampingRatio: try spring.number("dampingRatio"), code, at: node))
    }
}
