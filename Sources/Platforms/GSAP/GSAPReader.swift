import CurveKit

/// GSAP 3 ease strings (`gsap-core.js`): `family.in|out|inOut` (a bare name is `.out`), the
/// legacy `Family.easeIn`, config forms `back.out(1.7)`, `elastic.out(1, 0.3)`, `steps(5)`,
/// and `CustomEase` path data.
package enum GSAPReader: PlatformReader {
    /// Power families and their Penner names: power1 = quad … power4 = quint = strong.
    static let powers: [String: String?] = [
        "none": nil, "linear": nil, "power0": nil, "power1": "quad", "power2": "cubic", "power3": "quart", "power4": "quint",
        "quad": "quad", "cubic": "cubic", "quart": "quart", "quint": "quint", "strong": "quint",
    ]
    static let families = ["sine", "circ", "expo", "back", "elastic", "bounce"]
    package static var names: [String] {
        (powers.keys.sorted() + families).flatMap { family in ["\(family).in", "\(family).out", "\(family).inOut"] } + [
            "steps", "CustomEase",
        ]
    }
    /// Whether GSAP's ease map holds the spelling: gsap-core.js `_insertEase` registers each
    /// family under its own name with `easeIn`, `easeOut` and `easeInOut` (`Power4.easeOut`,
    /// GSAP 2's spelling too) and lower-cased with `in`, `out` and `inOut` (`power4.out`); any
    /// other (`Power4.out`, `power4.easeOut`, `sine.inout`) is in no map, and `_parseEase` runs
    /// the default ease in its place. (`.easeNone` and `.config` are read as before.)
    static func isRegistered(family: String, suffix: String) -> Bool {
        let lowered = family.lowercased()
        if ["config", "easeNone"].contains(suffix) { return true }
        if family == lowered { return ["in", "out", "inOut"].contains(suffix) }
        return family == lowered.prefix(1).uppercased() + lowered.dropFirst() && ["easeIn", "easeOut", "easeInOut"].contains(suffix)
    }

    static let unsupported: [String: String] = [
        "rough": "GSAP `rough()` is random: not a timing curve",
        "expoScale": "GSAP `expoScale()` depends on the tween's start and end values: not a timing curve of its own",
        "CustomWiggle": "GSAP `CustomWiggle` oscillates around the start: not a timing curve from 0 to 1",
        "CustomBounce": "GSAP `CustomBounce` is generated at run time; paste the CustomEase path it makes",
    ]

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        if case .string(let text) = node.value {
            // An ease string is itself code: read it with columns inside the quotes.
            var inner = SourceCode(text, column: code.column + node.offset + 1)
            if text.first.map({ $0.isNumber || $0 == "." || $0 == "M" || $0 == "-" }) == true && text.contains(",") {
                return try customEase(text, inner, at: CodeNode(value: .string(text), offset: 0, length: text.unicodeScalars.count))
            }
            return try read(try inner.onlyValue(), inner)
        }
        if case .object = node.value, node.member("ease") != nil {
            if let refusal = staggerVarsRefusal(node, code) { throw refusal }
            let vars = try boundVars(node, code)
            guard let ease = vars.node("ease") else { throw code.error("GSAP's vars name no ease", at: node) }
            // gsap-core `_parseEase`: an ease string its ease map does not hold runs the default ease.
            do {
                var reading = try read(ease, code)
                reading.note = AnimationTimingNote.joined(note(vars, node, code), reading.note)
                reading.keep(timing(vars))
                return reading
            } catch
                where ease.isString
                && (error.message.hasPrefix("unknown ") || error.message.hasPrefix("unexpected ")
                    || error.message.hasPrefix("expected a GSAP ease"))
            {
                throw code.error(
                    "GSAP has no ease \"\(Names.shortened(ease.word ?? ""))\" and runs its default, power1.out, in its place: not read (\(error.message))",
                    at: ease)
            }
        }
        if let parts = definitions(in: node, code) {
            throw code.error(
                "\(Names.shortened(code.text(of: node))) adds \(parts.count) tweens to its timeline, each with its own ease and duration: read one of them (file= … at=N picks one)",
                at: node)
        }
        if let tween = try timelineTween(node, code) { return tween }
        if case .call(nil, "gsap.timeline", _) = node.value { return try timelineDefaults(node, code) }
        guard let (fullName, _) = node.call else {
            throw code.error("expected a GSAP ease such as \"power2.out\" or \"elastic.out(1, 0.3)\"", at: node)
        }
        if let tween = try tween(node, fullName, code) { return tween }
        if fullName == "+" {
            throw code.error(
                "an ease string built at run time from values this code does not show (\(Names.shortened(code.text(of: node)))); paste the string it makes",
                at: node)
        }
        let arguments = CodeArguments(node, code)
        let family = fullName.split(separator: ".").first.map { String($0) } ?? fullName
        if let reason = unsupported[family] ?? unsupported[String(fullName.split(separator: ".").last ?? "")] {
            throw code.error(reason, at: node)
        }
        if fullName.hasPrefix("CustomEase.create") || fullName == "CustomEase" {
            guard let dataNode = arguments.node(nil, 1), case .string(let data) = dataNode.value else {
                throw code.error("CustomEase.create(id, data) needs its data as a string", at: node)
            }
            return try customEase(data, code, at: dataNode)
        }
        if family == "slow" || family == "SlowMo" {
            return try slowMo(arguments, code, at: node)
        }
        if family.lowercased() == "steps" || family == "SteppedEase" {
            let count = try arguments.number(nil, 0, default: 1)
            // steps(n): n + 1 levels 0, 1/n, …, 1 = CSS steps(n + 1, jump-none); with immediateStart, CSS steps(n, jump-start).
            let immediateStart = arguments.node(nil, 1)?.word == "true"
            do {
                let steps =
                    immediateStart ? try Steps(count: count, position: .jumpStart) : try Steps(count: count + 1, position: .jumpNone)
                return ReadCurve(curve: .steps(steps))
            } catch {
                // Steps' own message would name n + 1 for the jump-none form: word it in GSAP's n.
                throw code.error("steps(n) needs a whole number of steps, 1 or more", at: node)
            }
        }
        let parts = fullName.split(separator: ".").map(String.init)
        let lowered = family.lowercased()
        if parts.count > 1, !isRegistered(family: family, suffix: parts[1]) {
            throw CodeCurves.unknown(
                "GSAP ease", fullName, among: names, code, at: node,
                accepted: "Family.easeIn, Family.easeOut, Family.easeInOut or family.in, family.out, family.inOut")
        }
        var directionWord = parts.count > 1 ? parts[1] : "out"
        if directionWord.hasPrefix("ease") { directionWord = String(directionWord.dropFirst(4)) }
        if directionWord == "config", parts.count == 2 { directionWord = "out" }
        let direction: PlatformEasing.Direction
        switch directionWord.lowercased() {
        case "in": direction = .in
        case "out": direction = .out
        case "inout": direction = .inOut
        case "none" where powers[lowered] != nil: direction = .out
        default:
            throw CodeCurves.unknown(
                "GSAP ease", fullName, among: names, code, at: node, accepted: "FAMILY.in, FAMILY.out, FAMILY.inOut")
        }
        if let penner = powers[lowered] {
            guard let penner else { return ReadCurve(curve: CodeCurves.linear) }
            return ReadCurve(curve: CodeCurves.penner(penner + "-" + direction.rawValue))
        }
        switch lowered {
        // GSAP's sine, circ and bounce are Penner's formulas (in: 1 − cos(pπ/2), −(√(1 − p²) − 1), 1 − bounce(1 − p)).
        case "sine", "circ", "bounce": return ReadCurve(curve: CodeCurves.penner(lowered + "-" + direction.rawValue))
        case "expo": return ReadCurve(curve: try CodeCurves.platform(.gsapExpo, direction, [], code, at: node))
        case "back":
            return ReadCurve(
                curve: try CodeCurves.platform(.gsapBack, direction, [try arguments.number(nil, 0, default: 1.70158)], code, at: node))
        case "elastic":
            let amplitude = try arguments.number(nil, 0, default: 1)
            let period = try arguments.number(nil, 1, default: direction == .inOut ? 0.45 : 0.3)
            return ReadCurve(curve: try CodeCurves.platform(.gsapElastic, direction, [amplitude, period], code, at: node))
        default:
            throw CodeCurves.unknown("GSAP ease", fullName, among: names, code, at: node, accepted: "help gsap lists them")
        }
    }

    /// The tween methods and the position of their vars (gsap-core.js: `to(targets, vars)`,
    /// `from(targets, vars)`, `fromTo(targets, fromVars, toVars)`, whose ease is the toVars').
    static let tweenVars = ["to": 1, "from": 1, "fromTo": 2]

    /// A tween whose vars name no ease, `gsap.to(".box", { x: 100 })`: GSAP plays its default,
    /// `_defaults.ease = _easeMap["quad.out"]`, power1.out (gsap-core.js; gsap.com/docs/v3/Eases:
    /// "GSAP uses a default ease of \"power1.out\""). A timeline's tween takes the timeline's
    /// `defaults` first, which the call does not show. Nil when `node` is not such a tween: a
    /// tween's written ease is read from its vars object (where a file scan finds it), and a
    /// chain's earlier tweens are read one by one.
    ///
    /// GSAP 2's `TweenMax.to(target, duration, vars)` (and TweenLite's, and `fromTo(target,
    /// duration, fromVars, toVars)`) gives the duration before the vars: GSAP 3 still takes it
    /// (gsap-core.js `_createTweenType`: `isLegacy = _isNumber(params[1])` moves the vars one
    /// place on and makes `params[1]` their duration; the Tween constructor does the same for
    /// `to`), and names TweenMax and TweenLite the Tween class. GSAP 2's default ease is the same
    /// curve: TweenLite.js `TweenLite.defaultEase = new Ease(null, null, 1, 1)`, type 1 (out)
    /// and power 1, 1 − (1 − p)².
    static func tween(_ node: CodeNode, _ fullName: String, _ code: SourceCode) throws(CommandError) -> ReadCurve? {
        guard case .call(nil, _, _) = node.value else { return nil }
        let parts = fullName.split(separator: ".")
        guard parts.count == 2, var position = tweenVars[String(parts[1])] else { return nil }
        let onGSAP = ["gsap", "TweenMax", "TweenLite"].contains(parts[0])
        let arguments = CodeArguments(node, code)
        let legacyDuration = arguments.node(nil, 1).flatMap { try? CodeArguments.number($0, code, role: "the duration") }
        if legacyDuration != nil { position += 1 }
        guard let object = arguments.node(nil, position), case .object = object.value else { return nil }
        let vars = try boundVars(object, code)
        guard !vars.has("ease") else { return nil }
        if !onGSAP {
            throw code.error(
                "\(Names.shortened(CodeProvenance.oneLine(code.text(of: node)))) names no ease, so it plays its timeline's defaults.ease, which the call does not show: not read (paste the timeline's ease)",
                at: node)
        }
        return ReadCurve(
            curve: CodeCurves.penner("quad-out"),
            note: AnimationTimingNote.joined(
                note(vars, object, code),
                "the tween names no ease: GSAP plays its default, power1.out (unless gsap.defaults() changes it elsewhere)"),
            keeping: legacyDuration.flatMap { CurveTiming(duration: $0, delay: vars.literal("delay")) } ?? timing(vars))
    }

    /// The timeline a tween is added to (`gsap.timeline(…).to(…)`, or `tl.to(…)` with the file's
    /// `tl = gsap.timeline(…)` as its receiver) and its `defaults`, as an object; nil when `node`
    /// is not such a tween.
    static func timelineDefaults(ofTween node: CodeNode) -> (vars: Int, defaults: [(key: String, value: CodeNode)])? {
        guard case .call(let receiver?, let method, _) = node.value, let position = GSAPAPI.timelineTweens[method],
            let timeline = timeline(of: receiver), case .call(nil, "gsap.timeline", let arguments) = timeline.value
        else { return nil }
        let timelineVars = arguments.first { $0.label == nil }?.node
        guard case .object(let defaults)? = timelineVars?.member("defaults")?.value else { return (position, []) }
        return (position, defaults)
    }

    /// The `gsap.timeline(…)` a chain of the timeline's own methods starts from
    /// (`gsap.timeline(…).to(…).addLabel(…)`: each returns the timeline, ``GSAPAPI/timelineChainMethods``);
    /// nil when `node` is not such a chain.
    static func timeline(of node: CodeNode) -> CodeNode? {
        var current = node
        while true {
            switch current.value {
            case .call(nil, "gsap.timeline", _): return current
            case .call(let receiver?, let method, _) where GSAPAPI.timelineChainMethods.contains(method): current = receiver
            default: return nil
            }
        }
    }

    /// The tweens of a chain on one timeline, `tl.to(a, {…}).to(b, {…})` (two or more): each
    /// as the timeline adds it (with the timeline's defaults), and the code from its method's
    /// name to its closing parenthesis, which stands for it.
    static func definitions(in node: CodeNode, _ code: SourceCode) -> [(read: CodeNode, at: CodeNode)]? {
        guard let root = timeline(of: node) else { return nil }
        var parts: [(read: CodeNode, at: CodeNode)] = []
        var current = node
        while case .call(let receiver?, let method, let arguments) = current.value {
            if GSAPAPI.timelineTweens[method] != nil {
                // A timeline declared elsewhere (`tl.to(…)`) stands where it is declared: the tween's code starts with `tl`.
                var start = max(receiver.offset + receiver.length, current.offset)
                if start == current.offset {
                    // `timeline⏎  .from(…)`: the tween's code is its method's line on.
                    var end = start
                    while end < current.offset + current.length, SourceCode.isNameScalar(code.scalars[end]) { end += 1 }
                    var next = end
                    while next < current.offset + current.length, SourceCode.isSpace(code.scalars[next]) { next += 1 }
                    if code.scalars[end..<next].contains("\n") { start = next }
                }
                while start < current.offset + current.length, SourceCode.isSpace(code.scalars[start]) { start += 1 }
                let tween = CodeNode(
                    value: .call(receiver: root, name: method, arguments: arguments), offset: current.offset, length: current.length)
                parts.insert((tween, CodeNode(value: .block, offset: start, length: current.offset + current.length - start)), at: 0)
            } else {
                // A timeline nested with `add(gsap.timeline(…).to(…))`: its tweens were made before
                // it was added, so they take its own defaults only (gsap-core `_inheritDefaults`
                // walks the parents a tween's timeline has when the tween is made).
                var nested: [(read: CodeNode, at: CodeNode)] = []
                for argument in arguments {
                    if let inner = definitions(in: argument.node, code) {
                        nested += inner
                    } else if timelineDefaults(ofTween: argument.node) != nil {
                        nested.append((argument.node, argument.node))
                    }
                }
                parts.insert(contentsOf: nested, at: 0)
            }
            current = receiver
        }
        return parts.count > 1 ? parts : nil
    }

    /// A tween a timeline adds (``GSAPAPI/timeline``): its vars with the timeline's defaults for
    /// the keys they do not give (none with `inherit: false`), read as `gsap.to`'s would be.
    static func timelineTween(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve? {
        guard let (position, defaults) = timelineDefaults(ofTween: node),
            let object = CodeArguments(node, code).node(nil, position), case .object(let own) = object.value
        else { return nil }
        let inherits = object.member("inherit")?.word != "false"
        let taken = inherits ? defaults.filter { key, _ in !own.contains { $0.key == key } } : []
        let merged = CodeNode(value: .object(own + taken), offset: object.offset, length: object.length)
        let vars = try boundVars(merged, code)
        // Only the timing keys: a default of a property the tweens animate (`opacity`) is no
        // parameter of the vars' declaration.
        let given = taken.map(\.key).filter { ["ease", "duration", "delay"].contains($0) && vars.has($0) }
        let words = given.count < 3 ? given.joined(separator: " and ") : given.dropLast().joined(separator: ", ") + " and " + given[2]
        let fromDefaults = given.isEmpty ? nil : "the timeline's defaults give the tween its " + words
        guard vars.has("ease") else {
            return ReadCurve(
                curve: CodeCurves.penner("quad-out"),
                note: AnimationTimingNote.joined(
                    AnimationTimingNote.joined(note(vars, merged, code), fromDefaults),
                    "neither the tween nor its timeline's defaults name an ease: GSAP plays its default, power1.out (unless gsap.defaults() changes it elsewhere)"
                ),
                keeping: timing(vars))
        }
        var reading = try read(merged, code)
        reading.note = AnimationTimingNote.joined(fromDefaults, reading.note)
        return reading
    }

    /// A timeline alone, `gsap.timeline({ defaults: { ease: … } })`: the ease its tweens play
    /// unless they give their own.
    static func timelineDefaults(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let timelineVars = CodeArguments(node, code).node(nil, 0)
        guard let defaults = timelineVars?.member("defaults"), case .object = defaults.value, defaults.member("ease") != nil else {
            // A Timeline eases nothing itself: its constructor reads no `ease` (gsap-core.js
            // Timeline and Animation), and only `defaults` pass values down to its tweens.
            if let ease = timelineVars?.member("ease") {
                throw code.error(
                    "a timeline takes no ease of its own (GSAP ignores the `ease` key of gsap.timeline's vars; only defaults.ease passes to its tweens): not read, its tweens are",
                    at: ease)
            }
            throw code.error("\(Names.shortened(code.text(of: node))) names no ease in its defaults for its tweens", at: node)
        }
        var reading = try read(defaults, code)
        let note = "the timeline's defaults: the ease its tweens play unless they name their own"
        reading.note = AnimationTimingNote.joined(note, reading.note)
        return reading
    }

    /// A tween's vars bound against ``GSAPAPI/vars``; refused when they hold `keyframes`, whose
    /// properties pass through several values, each step with its own ease, while the tween's
    /// ease paces the whole set (gsap-core.js `_initTween`): no one timing curve from 0 to 1.
    static func boundVars(_ object: CodeNode, _ code: SourceCode) throws(CommandError) -> APIBinding {
        let vars = try APIBinding(object, to: GSAPAPI.vars, code)
        if let keyframes = vars.node("keyframes") {
            throw code.error(
                "GSAP tweens keyframes: the properties pass through the keyframes' values, each step eased by its own ease or easeEach, and the tween's ease\(vars.has("ease") ? "" : " (\"none\" when not given)") paces the whole set: not one timing curve from 0 to 1, not read",
                at: keyframes)
        }
        return vars
    }

    /// The vars' note, and what a stagger's own ease is: `stagger: { each: 0.1, ease: "power1.in" }`
    /// passes its ease to gsap-core.js `distribute()`, which spreads the targets' start times
    /// along it; each target's tween still plays the tween's ease (``GSAPAPI/staggerKeys``).
    static func note(_ vars: APIBinding, _ object: CodeNode, _ code: SourceCode) -> String? {
        // The last `stagger` key is the one JavaScript keeps.
        guard case .object(let members) = object.value, let stagger = members.last(where: { $0.key == "stagger" })?.value,
            case .object = stagger.value, let ease = stagger.member("ease")
        else {
            return vars.note
        }
        return AnimationTimingNote.joined(
            vars.note,
            "the stagger's ease, \(Names.shortened(code.text(of: ease))), spreads the targets' start times, not a motion's easing: each target plays the tween's ease"
        )
    }

    /// A stagger's vars on their own (`stagger: { each: 0.1, ease: "power2.out" }`), which are
    /// not a tween's: their ease spreads the targets' start times (gsap-core.js `distribute()`
    /// reads `each`, `amount`, `from`, `grid`, `axis` and `ease`). Nil for other vars.
    static func staggerVarsRefusal(_ object: CodeNode, _ code: SourceCode) -> CommandError? {
        guard case .object(let members) = object.value, let ease = object.member("ease") else { return nil }
        let keys = Set(members.map(\.key))
        let isStagger =
            (keys.contains("each") || keys.contains("grid") || (keys.contains("amount") && keys.contains("from")))
            && !keys.contains("duration")
        guard isStagger else { return nil }
        return code.error(
            "these are a stagger's vars (\(GSAPAPI.staggerKeys.filter { keys.contains($0) }.joined(separator: ", "))): their ease, \(Names.shortened(code.text(of: ease))), spreads the targets' start times, not a motion's easing; each target plays its tween's ease: not read alone",
            at: object)
    }

    /// The duration and delay the vars give as numbers, in seconds: kept with the curve.
    static func timing(_ vars: APIBinding) -> CurveTiming? {
        CurveTiming(duration: vars.literal("duration"), delay: vars.literal("delay"))
    }

    /// EasePack's SlowMo, `slow(linearRatio, power, yoyoMode)` and `SlowMo.ease.config(…)`, as
    /// greensock/GSAP `src/EasePack.js` `_createSlowMo` computes it: linearRatio = min(1,
    /// linearRatio || 0.7); power = 0 when linearRatio is 1, else power (0.7 when not given);
    /// p1 = (1 − linearRatio)/2, p3 = p1 + linearRatio; r = p + (0.5 − p)·power;
    /// p < p1: r − (1 − p/p1)⁴·r; p > p3: r + (p − r)·((p − p3)/p1)⁴; else r. A formula curve,
    /// exact. yoyoMode (the ease goes back to 0: 1 − (1 − p/p1)² …) is refused, not a curve from 0 to 1.
    static func slowMo(_ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        if let yoyo = arguments.node(nil, 2), yoyo.word != "false", yoyo.word != "0" {
            throw code.error(
                "GSAP slow() with yoyoMode \(Names.shortened(code.text(of: yoyo))) rises and returns to the start (EasePack _createSlowMo): not a timing curve from 0 to 1",
                at: yoyo)
        }
        let given = try arguments.number(nil, 0, default: 0)
        // `linearRatio || 0.7`: 0 (or nothing) is 0.7.
        let linearRatio = min(1, given == 0 ? 0.7 : given)
        guard linearRatio > 0 else {
            throw code.error(
                "GSAP slow() with a negative linearRatio (\(TextFormat.shortest(given))) jumps in its middle: not read (give 0 to 1)",
                at: node)
        }
        let power = linearRatio < 1 ? try arguments.number(nil, 1, default: 0.7) : 0
        let p1 = (1 - linearRatio) / 2, p3 = p1 + linearRatio
        let n = TextFormat.shortest
        let r = "(x + (0.5 - x) * \(n(power)))"
        let text =
            linearRatio == 1
            ? "x"
            : "x < \(n(p1)) ? \(r) - (1 - x / \(n(p1)))^4 * \(r) : x > \(n(p3)) ? \(r) + (x - \(r)) * ((x - \(n(p3))) / \(n(p1)))^4 : \(r)"
        do {
            return ReadCurve(curve: .expression(try Formula(parsing: text)), note: "GSAP's SlowMo (EasePack) as its formula")
        } catch {
            throw code.error("GSAP slow(): \(error.message)", at: node)
        }
    }

    static let flatteningNote =
        "GSAP flattens CustomEase paths to a polyline (tolerance 5e-6 of the box), so its values may differ from these by about that"

    /// CustomEase data: four numbers are a cubic-bezier; otherwise SVG path data, or
    /// `x0,y0, (cp1x,cp1y, cp2x,cp2y, x,y)*` numbers, in the unit box.
    static func customEase(_ data: String, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        let letters = Set("cLlsSaAhHvVtTqQ")
        if data.contains(where: { letters.contains($0) }) || data.contains("M") {
            return ReadCurve(curve: try CodeCurves.path(data, code, at: node), note: flatteningNote)
        }
        let numbers = data.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        if numbers.count == 4 {
            return ReadCurve(
                curve: try CodeCurves.bezier(
                    numbers[0], numbers[1], numbers[2], numbers[3], code, at: node, platform: "GSAP CustomEase"),
                note: flatteningNote)
        }
        guard numbers.count >= 8, (numbers.count - 2) % 6 == 0 else {
            throw code.error(
                "Invalid CustomEase: expected 4 numbers (a cubic Bézier) or x0,y0 and six numbers per segment, got \(numbers.count)",
                at: node)
        }
        return ReadCurve(curve: try CodeCurves.path(points: numbers, code, at: node), note: flatteningNote)
    }
}
