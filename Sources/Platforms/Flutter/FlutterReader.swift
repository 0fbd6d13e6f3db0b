import CurveKit
import Foundation

/// Flutter: `Curves.*`, `Cubic`, the elastic curves, `ThreePointCubic`, `Easing.*` (Material 3)
/// and `SpringDescription`.
package enum FlutterReader: PlatformReader {
    /// `curves.dart`'s `Cubic` constants (the older Ceaser cubics for the Penner-like names).
    static let cubics: [String: [Double]] = [
        "fastLinearToSlowEaseIn": [0.18, 1, 0.04, 1], "ease": [0.25, 0.1, 0.25, 1], "easeIn": [0.42, 0, 1, 1],
        "easeInToLinear": [0.67, 0.03, 0.65, 0.09], "easeInSine": [0.47, 0, 0.745, 0.715], "easeInQuad": [0.55, 0.085, 0.68, 0.53],
        "easeInCubic": [0.55, 0.055, 0.675, 0.19], "easeInQuart": [0.895, 0.03, 0.685, 0.22], "easeInQuint": [0.755, 0.05, 0.855, 0.06],
        "easeInExpo": [0.95, 0.05, 0.795, 0.035], "easeInCirc": [0.6, 0.04, 0.98, 0.335], "easeInBack": [0.6, -0.28, 0.735, 0.045],
        "easeOut": [0, 0, 0.58, 1], "linearToEaseOut": [0.35, 0.91, 0.33, 0.97], "easeOutSine": [0.39, 0.575, 0.565, 1],
        "easeOutQuad": [0.25, 0.46, 0.45, 0.94], "easeOutCubic": [0.215, 0.61, 0.355, 1], "easeOutQuart": [0.165, 0.84, 0.44, 1],
        "easeOutQuint": [0.23, 1, 0.32, 1], "easeOutExpo": [0.19, 1, 0.22, 1], "easeOutCirc": [0.075, 0.82, 0.165, 1],
        "easeOutBack": [0.175, 0.885, 0.32, 1.275], "easeInOut": [0.42, 0, 0.58, 1], "easeInOutSine": [0.445, 0.05, 0.55, 0.95],
        "easeInOutQuad": [0.455, 0.03, 0.515, 0.955], "easeInOutCubic": [0.645, 0.045, 0.355, 1], "easeInOutQuart": [0.77, 0, 0.175, 1],
        "easeInOutQuint": [0.86, 0, 0.07, 1], "easeInOutExpo": [1, 0, 0, 1], "easeInOutCirc": [0.785, 0.135, 0.15, 0.86],
        "easeInOutBack": [0.68, -0.55, 0.265, 1.55], "fastOutSlowIn": [0.4, 0, 0.2, 1], "slowMiddle": [0.15, 0.85, 0.85, 0.15],
    ]
    /// Material's legacy names (`material/curves.dart`).
    package static let material: [String: [Double]] = [
        "standardEasing": [0.4, 0, 0.2, 1], "accelerateEasing": [0.4, 0, 1, 1], "decelerateEasing": [0, 0, 0.2, 1],
    ]
    static let formulaNames = [
        "linear", "decelerate", "bounceIn", "bounceOut", "bounceInOut", "elasticIn", "elasticOut", "elasticInOut",
        "easeInOutCubicEmphasized",
    ]
    /// `Curves.fastEaseInToSlowEaseOut` (curves.dart): ThreePointCubic(a1 (0.056, 0.024),
    /// b1 (0.108, 0.3085), midpoint (0.198, 0.541), a2 (0.3655, 1.0), b2 (0.5465, 0.989)), the
    /// two cubics from (0, 0) through the midpoint to (1, 1). Read, but not among ``names``
    /// (which `identify` names recordings from): sampled, it lies within the noise of the
    /// critically damped springs and of `.smooth`, and named first it took their place.
    static let fastEaseInToSlowEaseOutPath: [Double] = [0, 0, 0.056, 0.024, 0.108, 0.3085, 0.198, 0.541, 0.3655, 1.0, 0.5465, 0.989, 1, 1]
    package static var names: [String] { (Array(cubics.keys) + formulaNames).sorted().map { "Curves." + $0 } }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard let (fullName, _) = node.call else {
            throw code.error("expected Flutter code such as Curves.easeOutBack or Cubic(0.2, 0, 0, 1)", at: node)
        }
        let arguments = CodeArguments(node, code)
        // `TweenSequence([…]).animate(controller)` in code that names no curve: the controller
        // runs the sequence at a constant pace, each item linear over its weight (``sequenced``).
        if case .call(let receiver?, "animate", let driven) = node.value, receiver.call?.name == "TweenSequence", driven.count == 1,
            driven[0].node.isName, !code.text.contains("Curve")
        {
            return ReadCurve(
                curve: try sequenced(receiver, CodeCurves.linear, code),
                note: "the controller runs the TweenSequence at a constant pace: each item moves linearly over its share of the time")
        }
        // `controller.animateTo(…).whenComplete(next)`, `.orCancel`: the animation's future (a
        // TickerFuture), whose curve is the animation's.
        if case .call(let receiver?, let method, _) = node.value, ["whenComplete", "then", "orCancel", "catchError"].contains(method) {
            return try read(receiver, code)
        }
        // `Curves.easeIn.flipped`, `FlippedCurve(c)`: 1 − c(1 − t) (curves.dart FlippedCurve).
        if fullName.hasSuffix(".flipped") || fullName == "FlippedCurve" || fullName == "flipped" {
            let inner: CodeNode
            if fullName == "FlippedCurve" {
                guard let wrapped = arguments.node("curve", 0) else { throw code.error("FlippedCurve needs the curve it flips", at: node) }
                inner = wrapped
            } else if case .call(let receiver?, _, _) = node.value {
                inner = receiver
            } else {
                inner = CodeNode(value: .name(String(fullName.dropLast(".flipped".count))), offset: node.offset, length: node.length)
            }
            let read = try read(inner, code)
            guard let flipped = read.curve.flipped else {
                throw code.error(
                    "\(Names.shortened(code.text(of: inner))) flipped is not a curve curves can hold exactly: flip a Cubic, a Penner curve or a path",
                    at: node)
            }
            return ReadCurve(curve: flipped, note: read.note)
        }
        if fullName.hasPrefix("Curves.") {
            return try curve(String(fullName.dropFirst("Curves.".count)), fullName, code, at: node)
        }
        if fullName.hasPrefix("Easing.") {
            let token = String(fullName.dropFirst("Easing.".count))
            if token == "emphasized" {
                throw code.error(
                    "Flutter's Easing has no emphasized; Curves.easeInOutCubicEmphasized is the Material 3 emphasized path", at: node)
            }
            guard let kebab = MaterialTokens.token(token) else {
                throw CodeCurves.unknown(
                    "Flutter Easing", fullName, among: MaterialTokens.easingNames, code, at: node,
                    accepted: "Easing.standard, Easing.emphasizedDecelerate, …")
            }
            return try MaterialTokens.curve(kebab, values: .web, code, at: node)
        }
        if let p = material[fullName] { return ReadCurve(curve: CodeCurves.bezier(p)) }
        switch fullName {
        case "Cubic":
            let p = try arguments.numbers(4)
            return cubic(
                try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Flutter Cubic", points: arguments.unlabelled))
        case "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve":
            let direction: PlatformEasing.Direction = fullName == "ElasticInCurve" ? .in : fullName == "ElasticOutCurve" ? .out : .inOut
            let period = try arguments.number("period", 0, default: 0.4)
            return ReadCurve(curve: try CodeCurves.platform(.flutterElastic, direction, [period], code, at: node))
        case "ThreePointCubic":
            var points: [Double] = [0, 0]
            for (index, label) in ["a1", "b1", "midpoint", "a2", "b2"].enumerated() {
                guard let offset = arguments.node(label, index) else { throw code.error("ThreePointCubic needs \(label)", at: node) }
                let coordinates = CodeArguments(offset, code)
                points += [try coordinates.number("dx", 0), try coordinates.number("dy", 1)]
            }
            points += [1, 1]
            return ReadCurve(curve: try CodeCurves.path(points: points, code, at: node))
        case "SpringDescription", "SpringDescription.withDampingRatio", "SpringDescription.withDurationAndBounce":
            return ReadCurve(curve: try spring(fullName, arguments, code, at: node))
        case "SpringSimulation":
            return try simulation(arguments, code, at: node)
        case "Interval":
            return try interval(arguments, code, at: node)
        case "CurvedAnimation":
            return try curvedAnimation(node, code)
        case "AnimationController":
            return try controller(node, code)
        case _ where ["animateTo", "animateBack"].contains(Self.method(fullName)):
            return try controllerAnimation(node, Self.method(fullName), arguments, code)
        case _ where FlutterAPI.linearByDefault[fullName].map { $0.allSatisfy { arguments.node($0, nil) == nil } } == true:
            // The widget given none of its curves plays each as its default, Curves.linear; one
            // that gives a curve is read by that curve, inside it. A widget inside it that gives
            // its own curve (`AnimatedOpacity(…, child: AnimatedContainer(curve: …))`) is another
            // animation, named beside this one, never passed over.
            let parameters = FlutterAPI.linearByDefault[fullName] ?? []
            var reading = ReadCurve(
                curve: CodeCurves.linear,
                note: "\(fullName) is given no \(parameters.joined(separator: " or ")): it plays Curves.linear, the default")
            if let inner = arguments.arguments.lazy.compactMap({ curveGiver($0.node) }).first {
                reading.note = AnimationTimingNote.joined(
                    reading.note,
                    "inside it, \(Names.shortened(CodeProvenance.oneLine(code.text(of: inner)), limit: 60)) animates with a curve of its own: not read (paste it alone to read it)"
                )
            }
            return reading
        case "Threshold", "SawTooth", "CatmullRomCurve", "Split", "ReverseTween":
            throw code.error("Flutter's \(fullName) is not read: paste the curve it wraps", at: node)
        default:
            throw CodeCurves.unknown(
                "Flutter curve", fullName, among: names, code, at: node,
                accepted: "Curves.*, Cubic, ElasticOutCurve, ThreePointCubic, Easing.*, SpringDescription")
        }
    }

    /// The method a call names, its name's last part (`_controller.animateTo` → `animateTo`).
    static func method(_ fullName: String) -> String { String(fullName.split(separator: ".").last ?? "") }

    /// The call in `node` (itself or a value inside it) given a curve of its own (`curve: …`,
    /// `switchInCurve: …`); nil when none is.
    static func curveGiver(_ node: CodeNode) -> CodeNode? {
        if case .call(_, _, let arguments) = node.value, arguments.contains(where: { $0.label?.hasSuffix("urve") == true }) { return node }
        return node.children.lazy.compactMap(curveGiver).first
    }

    /// `controller.animateTo(target, duration: …, curve: …)` and `animateBack`: the curve
    /// given, else AnimationController's default, Curves.linear (animation_controller.dart,
    /// `Curve curve = Curves.linear`). A TabController's animateTo defaults to Curves.ease
    /// instead (tab_controller.dart): a paste that names TabController is refused without a curve.
    static func controllerAnimation(_ node: CodeNode, _ method: String, _ arguments: CodeArguments, _ code: SourceCode) throws(CommandError)
        -> ReadCurve
    {
        guard case .call(let receiver, let name, _) = node.value, receiver != nil || name.contains(".") else {
            throw code.error("\(method) is a controller's method: paste it with its controller", at: node)
        }
        if let given = arguments.node("curve", nil) { return try read(given, code) }
        // The controller's linear run under a CurvedAnimation or CurveTween is that curve's input,
        // read there.
        if code.text.contains("CurvedAnimation") || code.text.contains("CurveTween") {
            throw code.error("\(method) given no curve runs the controller linearly, as the input of the paste's curve", at: node)
        }
        if code.text.contains("TabController") {
            throw code.error(
                "\(method) is given no curve, and a TabController's animateTo plays Curves.ease while an AnimationController's plays Curves.linear: not read (give the curve)",
                at: node)
        }
        return ReadCurve(
            curve: CodeCurves.linear, note: "\(method) is given no curve: an AnimationController plays Curves.linear, the default")
    }

    /// `AnimationController(duration: …, vsync: this)` in code that gives no curve: the
    /// controller runs its value from lowerBound to upperBound at a constant pace
    /// (animation_controller.dart: it "linearly produces values"), so what it drives directly is
    /// linear. Code that names a curve or a simulation (a CurvedAnimation over it, `animateWith`)
    /// gives the curve there: the controller is then only its input.
    static func controller(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let shaping = ["Curve", "Cubic(", "Interval(", "Spring", "Simulation", "animateWith", "fling", "TweenSequence"]
        if shaping.contains(where: code.text.contains) {
            throw code.error("the AnimationController runs linearly, as the input of the curve the code gives", at: node)
        }
        return ReadCurve(
            curve: CodeCurves.linear, note: "an AnimationController with no curve over it runs its value at a constant pace: Curves.linear")
    }

    static func curve(_ name: String, _ fullName: String, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        if let p = cubics[name] { return cubic(CodeCurves.bezier(p)) }
        switch name {
        case "linear": return ReadCurve(curve: CodeCurves.linear)
        case "decelerate": return ReadCurve(curve: try CodeCurves.platform(.androidDecelerate, .in, [1], code, at: node))
        case "bounceIn": return ReadCurve(curve: CodeCurves.penner("bounce-in"))
        case "bounceOut": return ReadCurve(curve: CodeCurves.penner("bounce-out"))
        case "bounceInOut": return ReadCurve(curve: CodeCurves.penner("bounce-in-out"))
        case "elasticIn": return ReadCurve(curve: try CodeCurves.platform(.flutterElastic, .in, [0.4], code, at: node))
        case "elasticOut": return ReadCurve(curve: try CodeCurves.platform(.flutterElastic, .out, [0.4], code, at: node))
        case "elasticInOut": return ReadCurve(curve: try CodeCurves.platform(.flutterElastic, .inOut, [0.4], code, at: node))
        case "easeInOutCubicEmphasized":
            return ReadCurve(
                curve: try CodeCurves.path(points: MaterialTokens.emphasizedPath, code, at: node),
                note: "Flutter evaluates each of the two cubics by bisection to 1e-3 in x")
        case "fastEaseInToSlowEaseOut":
            return ReadCurve(
                curve: try CodeCurves.path(points: fastEaseInToSlowEaseOutPath, code, at: node),
                note: "Flutter evaluates each of the two cubics by bisection to 1e-3 in x")
        default:
            throw CodeCurves.unknown("Flutter curve", fullName, among: names, code, at: node, accepted: "help flutter lists them")
        }
    }

    /// `Interval(begin, end, curve: c)` (curves.dart `Interval.transformInternal`): t' =
    /// clamp((t − begin)/(end − begin), 0, 1), then 0 and 1 as they are and c(t') between — the
    /// keyframes 0 → 0 (flat), c from begin to end, 1 → 1 (flat). Begin and end may be written
    /// as Dart fractions (`3 / 5`, double division).
    static func interval(_ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        try arguments.check(labels: ["curve"])
        guard let beginNode = arguments.node(nil, 0), let endNode = arguments.node(nil, 1), arguments.arguments.count <= 3 else {
            throw code.error("Interval takes begin, end and an optional curve: Interval(0.2, 0.8, curve: Curves.easeOut)", at: node)
        }
        let begin = try fraction(beginNode, code, role: "Interval's begin"), end = try fraction(endNode, code, role: "Interval's end")
        guard begin >= 0, end <= 1, begin < end else {
            throw code.error(
                "Interval's begin and end must satisfy 0 ≤ begin < end ≤ 1 (got \(TextFormat.shortest(begin)) and \(TextFormat.shortest(end)))",
                at: node)
        }
        var inner = ReadCurve(curve: CodeCurves.linear)
        var innerName = "linear"
        if let curveNode = arguments.node("curve", 2) {
            inner = try read(curveNode, code)
            innerName = code.text(of: curveNode).filter { !$0.isWhitespace }
        }
        if inner.curve.spring != nil {
            throw code.error("Interval's curve is a Curve from 0 to 1, not a spring simulation", at: node)
        }
        let flat = Keyframes.Segment(name: "linear", curve: CodeCurves.linear)
        var times = [0.0], values = [0.0], segments: [Keyframes.Segment] = []
        if begin > 0 { times.append(begin); values.append(0); segments.append(flat) }
        times.append(end); values.append(1)
        segments.append(Keyframes.Segment(name: innerName, curve: inner.curve))
        if end < 1 { times.append(1); values.append(1); segments.append(flat) }
        do {
            let keyframes = try Keyframes(times: times, values: values, segments: segments)
            var sides: [String] = []
            if begin > 0 { sides.append("0 until \(TextFormat.shortest(begin))") }
            if end < 1 { sides.append("1 from \(TextFormat.shortest(end))") }
            let note =
                "Interval(\(TextFormat.shortest(begin)), \(TextFormat.shortest(end))): "
                + (sides + ["the curve between"]).joined(separator: ", ")
            return ReadCurve(curve: .keyframes(keyframes), note: [note, inner.note].compactMap { $0 }.joined(separator: "; "))
        } catch {
            throw code.error(error.wording, at: node)
        }
    }

    /// `CurvedAnimation(parent: p, curve: c, reverseCurve: r)` (animations.dart
    /// `CurvedAnimation.value`): c applied to the parent's value while the animation runs
    /// forward; `reverseCurve` only while it runs in reverse. A parent that is a name is the
    /// controller, running 0 → 1 at a constant pace; a `TweenSequence(…).animate(…)` parent is
    /// that sequence's value, which c then maps (``sequenced(_:_:_:)``).
    static func curvedAnimation(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let binding = try APIBinding(node, to: FlutterAPI.curvedAnimation, code)
        guard let curveNode = binding.node("curve") else { throw code.error("CurvedAnimation needs its curve:", at: node) }
        let forward = try read(curveNode, code)
        if forward.curve.spring != nil {
            throw code.error("CurvedAnimation's curve is a Curve from 0 to 1, not a spring simulation", at: curveNode)
        }
        var notes: [String] = []
        var curve = forward.curve
        if let parent = binding.node("parent"), case .call(let receiver?, let method, let arguments) = parent.value,
            method == "animate", arguments.count == 1, receiver.call?.name == "TweenSequence"
        {
            curve = try sequenced(receiver, forward.curve, code)
            notes.append(
                "CurvedAnimation applies \(Names.shortened(code.text(of: curveNode))) to the TweenSequence's value, which is its parent")
        }
        if let reverse = binding.node("reverseCurve") {
            notes.append("reverseCurve \(Names.shortened(code.text(of: reverse))) is used only while the animation runs in reverse")
        }
        if let note = forward.note { notes.append(note) }
        return ReadCurve(curve: curve, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// `TweenSequence([TweenSequenceItem(tween: Tween(begin: a, end: b), weight: w), …])`
    /// (tween_sequence.dart): each item takes its share of the time by weight and moves its
    /// tween's value linearly; `outer` (a CurvedAnimation's curve over the sequence) maps that
    /// value. Keyframes hold the result when the outer curve is linear, or when every item holds
    /// still or runs 0 → 1 (the outer curve whole over its span); otherwise the outer curve over
    /// part of its range is no curve `curves` holds, and the sequence is refused saying so.
    static func sequenced(_ sequence: CodeNode, _ outer: Curve, _ code: SourceCode) throws(CommandError) -> Curve {
        guard let list = CodeArguments(sequence, code).node(nil, 0), case .array(let items) = list.value, !items.isEmpty else {
            throw code.error("TweenSequence takes a list of TweenSequenceItem(tween:, weight:)", at: sequence)
        }
        let outerIsLinear = outer == CodeCurves.linear
        var spans: [(begin: Double, end: Double, weight: Double)] = []
        for item in items {
            guard item.call?.name == "TweenSequenceItem" else {
                throw code.error("expected TweenSequenceItem(tween: …, weight: …) in the TweenSequence", at: item)
            }
            let arguments = CodeArguments(item, code)
            let weight = try arguments.number("weight", nil, bound: .positive)
            guard let tween = arguments.node("tween", nil) else { throw code.error("TweenSequenceItem needs its tween:", at: item) }
            let tweenArguments = CodeArguments(tween, code)
            let begin: Double, end: Double
            switch tween.call?.name {
            case "Tween":
                begin = try tweenArguments.number("begin", nil)
                end = try tweenArguments.number("end", nil)
            case "ConstantTween":
                begin = try tweenArguments.number("value", 0)
                end = begin
            default:
                throw code.error(
                    "a TweenSequenceItem's tween is read when it is Tween(begin:, end:) or ConstantTween(value) over numbers; \(Names.shortened(code.text(of: tween))) is not read",
                    at: tween)
            }
            guard outerIsLinear || begin == end || (begin == 0 && end == 1) else {
                throw code.error(
                    "the curve over this TweenSequence maps the tween from \(TextFormat.shortest(begin)) to \(TextFormat.shortest(end)), part of its range: not a curve curves holds exactly, so not read",
                    at: tween)
            }
            spans.append((begin, end, weight))
        }
        let total = spans.reduce(0) { $0 + $1.weight }
        var times = [0.0], values = [outer.value(at: spans[0].begin)], segments: [Keyframes.Segment] = []
        var elapsed = 0.0
        for (index, span) in spans.enumerated() {
            elapsed += span.weight
            let moves = span.begin != span.end
            if index > 0, span.begin != spans[index - 1].end {
                throw code.error(
                    "this TweenSequence jumps from \(TextFormat.shortest(spans[index - 1].end)) to \(TextFormat.shortest(span.begin)) between two items: not read",
                    at: sequence)
            }
            times.append(index == spans.count - 1 ? 1 : elapsed / total)
            values.append(outer.value(at: span.end))
            segments.append(Keyframes.Segment(name: moves && !outerIsLinear ? "curve" : "linear", curve: moves ? outer : CodeCurves.linear))
        }
        do {
            return .keyframes(try Keyframes(times: times, values: values, segments: segments))
        } catch {
            throw code.error(error.wording, at: sequence)
        }
    }

    /// A number, or Dart's quotient of two (`3 / 5` is 0.6: `/` on numbers is double division).
    static func fraction(_ node: CodeNode, _ code: SourceCode, role: String) throws(CommandError) -> Double {
        if case .sequence(let items) = node.value, items.count == 3, items[1].word == "/",
            let numerator = items[0].number, let denominator = items[2].number
        {
            guard denominator != 0 else { throw code.error("\(role) divides by zero", at: node) }
            return numerator / denominator
        }
        // `0.5 + 0.1`: arithmetic over literals is the number it makes.
        if node.number == nil, let value = DeclaredNames.number(node, code) { return value }
        guard node.number != nil else {
            // `Interval(0.1 * slot, 0.5 + 0.1 * slot, …)`: begin and end place the curve within the
            // controller's run, so the curve played is not known without them; never the inner
            // curve alone.
            let written = Names.shortened(code.text(of: node), limit: 40)
            let source =
                switch runTimeName(in: node) {
                case written?: "a value the code gets when it runs"
                case let name?: "computed from \(name), which the code gets when it runs"
                case nil: "not a number read here"
                }
            throw code.error(
                "\(role) is \(written), \(source): the curve over the animation depends on it (not read); paste the Interval with the numbers it runs with",
                at: node)
        }
        return try CodeArguments.number(node, code, role: role)
    }

    /// The first name in `node` that is a variable or a parameter (lowercase, or Dart's private
    /// `_name`), whose value the code gets when it runs; nil when it names none.
    static func runTimeName(in node: CodeNode) -> String? {
        if case .name(let name) = node.value {
            return name.first.map { $0.isLowercase || $0 == "_" } == true ? name : nil
        }
        if case .call(_, let name, _) = node.value, !CodeArithmetic.isOperator(name), name.first?.isLowercase == true { return name }
        for child in node.children {
            if let name = runTimeName(in: child) { return name }
        }
        return nil
    }

    /// A `Cubic`, with how far Flutter's bisection (to 1e-3 in x) may be from the exact value.
    static func cubic(_ curve: Curve) -> ReadCurve {
        ReadCurve(
            curve: curve,
            note:
                "Flutter's Cubic bisects x only to 1e-3, so its values may differ from these by up to \(TextFormat.statistic(CodeCurves.bisectionError(curve, xTolerance: 1e-3)))"
        )
    }

    /// `SpringDescription(mass:stiffness:damping:)`, `.withDampingRatio(mass:stiffness:ratio:)`,
    /// `.withDurationAndBounce(duration: Duration(milliseconds: …), bounce:)`.
    static func spring(_ name: String, _ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> Curve
    {
        switch name {
        case "SpringDescription.withDampingRatio":
            let spring = try APIBinding(node, to: FlutterAPI.withDampingRatio, code)
            let mass = try spring.number("mass"), stiffness = try spring.number("stiffness")
            return try CodeCurves.spring(stiffness: stiffness, dampingRatio: try spring.number("ratio"), mass: mass, code, at: node)
        case "SpringDescription.withDurationAndBounce":
            let spring = try APIBinding(node, to: FlutterAPI.withDurationAndBounce, code)
            var seconds = 0.5
            if let duration = spring.node("duration") {
                let parts = CodeArguments(duration, code)
                seconds =
                    try parts.number("milliseconds", nil, default: 0) / 1000 + (try parts.number("seconds", nil, default: 0))
                    + (try parts.number("microseconds", nil, default: 0)) / 1_000_000
            }
            return try CodeCurves.perceptualSpring(duration: seconds, bounce: try spring.number("bounce"), code, at: node)
        default:
            let spring = try APIBinding(node, to: FlutterAPI.springDescription, code)
            return try CodeCurves.spring(
                mass: try spring.number("mass"), stiffness: try spring.number("stiffness"), damping: try spring.number("damping"), code,
                at: node)
        }
    }

    /// `SpringSimulation(spring, start, end, velocity)` (physics/spring_simulation.dart): the
    /// spring moves from `start` to `end` with `velocity` in units per second; as progress from
    /// 0 to 1 its initial velocity is velocity / (end − start) moves per second.
    static func simulation(_ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        try arguments.check(labels: ["snapToEnd", "tolerance"])
        guard let description = arguments.node(nil, 0) else { throw code.error("SpringSimulation needs a SpringDescription", at: node) }
        guard let spring = try read(description, code).curve.spring else {
            throw code.error("SpringSimulation's first argument must be a SpringDescription", at: description)
        }
        // The start, the end and the velocity shape the curve as progress: one that the code
        // takes from a variable or a property (`_controller.value`, the fling's `velocity`) is
        // known only when it runs.
        for (position, role) in [(1, "start"), (2, "end"), (3, "velocity")] {
            guard let value = arguments.node(nil, position), case .name(let name) = value.value else { continue }
            throw code.error(
                "SpringSimulation's \(role), \(Names.shortened(name)), is known only at run time, and the start, the end and the velocity together shape the spring's curve as progress: not read (paste the numbers it runs with)",
                at: value)
        }
        let start = try arguments.number(nil, 1), end = try arguments.number(nil, 2), velocity = try arguments.number(nil, 3)
        guard end != start else {
            throw code.error(
                "SpringSimulation from \(TextFormat.shortest(start)) to the same value moves nowhere: not a timing curve", at: node)
        }
        let curve = try CodeCurves.spring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: velocity / (end - start), code, at: node)
        var note =
            "from \(TextFormat.shortest(start)) to \(TextFormat.shortest(end)) with velocity \(TextFormat.shortest(velocity)) per second: \(TextFormat.shortest(velocity / (end - start))) moves per second as progress"
        if arguments.node("snapToEnd", nil)?.word == "true" {
            note += "; snapToEnd jumps to the end once within Flutter's tolerance (1e-3 of a unit by default)"
        }
        return ReadCurve(curve: curve, note: note)
    }
}
