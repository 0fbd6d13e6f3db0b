import CurveKit

/// Material 3's motion tokens, held once: the easing and spring tokens with their values (the
/// web's, which Compose and Flutter share, and MDC-Android's where its tokens.xml differs), the
/// emphasized path, how a token is recognised however a project spells its name, and the
/// names Material's Compose library (androidx.compose.material3: `MotionTokens`, `MotionScheme`)
/// gives them. This is the Material folder's interface to the other platforms: Android, Compose
/// and Flutter spell the tokens in their own ways (`@interpolator/m3_sys_motion_easing_…`,
/// `MotionTokens.…`, `Easing.…`) and ask here what a token is, and use nothing else of this
/// folder (`PlatformInterfaceTests`). The web, Compose and Flutter agree; MDC-Android's
/// tokens.xml differs for the emphasized easings.
enum MaterialTokens {
    /// Which of a token's published values: the web's (which Compose and Flutter share) or
    /// MDC-Android's tokens.xml.
    enum Values { case web, mdcAndroid }

    /// Easing tokens, web / Compose / Flutter values (MWEB, M3C), MDC-Android's where they differ.
    package static let easings: [String: (web: [Double], mdcAndroid: [Double])] = [
        "standard": ([0.2, 0, 0, 1], [0.2, 0, 0, 1]),
        "standard-accelerate": ([0.3, 0, 1, 1], [0.3, 0, 1, 1]),
        "standard-decelerate": ([0, 0, 0, 1], [0, 0, 0, 1]),
        "emphasized": ([0.2, 0, 0, 1], []),
        "emphasized-accelerate": ([0.3, 0, 0.8, 0.15], [0.3, 0, 0.8, 0.2]),
        "emphasized-decelerate": ([0.05, 0.7, 0.1, 1], [0.1, 0.7, 0.1, 1]),
        "legacy": ([0.4, 0, 0.2, 1], [0.4, 0, 0.2, 1]),
        "legacy-accelerate": ([0.4, 0, 1, 1], [0.4, 0, 1, 1]),
        "legacy-decelerate": ([0, 0, 0.2, 1], [0, 0, 0.2, 1]),
        "linear": ([0, 0, 1, 1], [0, 0, 1, 1]),
    ]
    /// Material Components for the web's (MDC web, Material 2) Sass timing functions, which
    /// predate the tokens: packages/mdc-animation/_animation.scss declares
    /// `$deceleration-curve-timing-function` … `$sharp-curve-timing-function` (used as
    /// `animation.$standard-curve-timing-function`, earlier `$mdc-animation-standard-curve-timing-function`),
    /// and its first README named three after Android's interpolators
    /// (`$mdc-animation-fast-out-slow-in-timing-function`). The mixins and classes drop
    /// `-timing-function` (`mdc-animation-standard-curve`).
    static let mdcWebCurves: [String: [Double]] = [
        "deceleration-curve": [0, 0, 0.2, 1], "standard-curve": [0.4, 0, 0.2, 1], "acceleration-curve": [0.4, 0, 1, 1],
        "sharp-curve": [0.4, 0, 0.6, 1], "linear-out-slow-in": [0, 0, 0.2, 1], "fast-out-slow-in": [0.4, 0, 0.2, 1],
        "fast-out-linear-in": [0.4, 0, 1, 1],
    ]

    /// The MDC web timing function a name spells (`animation.$standard-curve-timing-function`,
    /// `$mdc-animation-sharp-curve-timing-function`, `mdc-animation-deceleration-curve`): its
    /// words after `mdc` and `animation`, without `timing function`; only a name that says it
    /// is one (ends in `timing-function` or starts with `mdc-animation`), so that a bare
    /// `fast-out-slow-in` in other code is not taken for it. Nil otherwise.
    static func mdcWebCurve(_ name: String) -> (name: String, points: [Double])? {
        var words = tokenWords(name)
        let isMDC = words.starts(with: ["mdc", "animation"])
        let isTimingFunction = words.suffix(2) == ["timing", "function"]
        guard isMDC || isTimingFunction else { return nil }
        if isTimingFunction { words.removeLast(2) }
        while let first = words.first, first == "mdc" || first == "animation" { words.removeFirst() }
        let key = words.joined(separator: "-")
        return mdcWebCurves[key].map { (key, $0) }
    }

    /// Material Design Lite's (MDL, Material 1) Sass curves, which its components use as
    /// `transition: … $animation-curve-fast-out-slow-in`: google/material-design-lite
    /// src/_variables.scss declares `$animation-curve-fast-out-slow-in: cubic-bezier(0.4, 0, 0.2,
    /// 1)`, `-linear-out-slow-in: cubic-bezier(0, 0, 0.2, 1)`, `-fast-out-linear-in:
    /// cubic-bezier(0.4, 0, 1, 1)` and `$animation-curve-default: $animation-curve-fast-out-slow-in`,
    /// each `!default`.
    static let mdlCurves: [String: [Double]] = [
        "fast-out-slow-in": [0.4, 0, 0.2, 1], "linear-out-slow-in": [0, 0, 0.2, 1], "fast-out-linear-in": [0.4, 0, 1, 1],
        "default": [0.4, 0, 0.2, 1],
    ]

    /// The MDL curve a Sass variable names (`$animation-curve-fast-out-slow-in`): only the
    /// variable with its `$` and its `animation-curve-` words, so that other code's
    /// `animationCurve` is not taken for it. Nil otherwise.
    static func mdlCurve(_ name: String) -> (name: String, points: [Double])? {
        guard name.hasPrefix("$") else { return nil }
        let words = tokenWords(name)
        guard words.count > 2, words.starts(with: ["animation", "curve"]) else { return nil }
        let key = words.dropFirst(2).joined(separator: "-")
        return mdlCurves[key].map { ("animation-curve-" + key, $0) }
    }

    /// The emphasized path (MDC `m3_sys_motion_easing_emphasized_path_data`, androidx
    /// FastOutExtraSlowInInterpolator, Flutter `Curves.easeInOutCubicEmphasized`).
    static let emphasizedPath: [Double] = [0, 0, 0.05, 0, 0.133333, 0.06, 0.166666, 0.4, 0.208333, 0.82, 0.25, 1, 1, 1]
    /// Spring tokens (damping ratio, stiffness): standard scheme (M3C StandardMotionTokens = web =
    /// MDC) and, prefixed `expressive-`, the expressive scheme.
    package static let springs: [String: (ratio: Double, stiffness: Double)] = [
        "fast-spatial": (0.9, 1400), "default-spatial": (0.9, 700), "slow-spatial": (0.9, 300),
        "fast-effects": (1, 3800), "default-effects": (1, 1600), "slow-effects": (1, 800),
        "expressive-fast-spatial": (0.6, 800), "expressive-default-spatial": (0.8, 380), "expressive-slow-spatial": (0.8, 200),
        "expressive-fast-effects": (1, 3800), "expressive-default-effects": (1, 1600), "expressive-slow-effects": (1, 800),
    ]
    /// The function of a token's value on the web, where the tokens are CSS custom properties
    /// (`--md-sys-motion-easing-standard: cubic-bezier(0.2, 0, 0, 1)`), as `export` writes it
    /// beside a token and a fallback is written beside `var(--md-sys-motion-easing-…)`;
    /// Compose's `MotionTokens` name their easings after it (`EasingStandardCubicBezier`).
    static let webFunction = "cubic-bezier"

    /// The constructors Material's own token sources write an easing token's value with, the
    /// four numbers of its cubic Bézier as (x1, y1, x2, y2): Compose's MotionTokens.kt
    /// (androidx compose material3 tokens: `CubicBezierEasing(0.05f, 0.7f, 0.1f, 1.0f)`) and
    /// Flutter's Easing (flutter packages/flutter/lib/src/material/motion.dart: `Cubic(0.05,
    /// 0.7, 0.1, 1.0)`). Projects that keep their own `Easing.kt` or `motion.dart` of the
    /// tokens copy these forms.
    static let valueConstructors: Set<String> = ["CubicBezierEasing", "Cubic"]

    /// A token's value as the web writes it, from its four numbers as text.
    static func webValue(_ points: [String]) -> String { webFunction + "(" + points.joined(separator: ", ") + ")" }

    /// Every token, easings and springs, by its last part with dashes.
    static var names: [String] { (Array(easings.keys) + Array(springs.keys)).sorted() }

    /// The easing tokens by their last part with dashes, sorted.
    static var easingNames: [String] { easings.keys.sorted() }

    /// An easing token's full name (`md.sys.motion.easing.emphasized`).
    static func easingTokenName(_ token: String) -> String { "md.sys.motion.easing." + token }

    /// The curve a token stands for, in the values of the web (and Compose and Flutter) or of
    /// MDC-Android, with a note where the two differ; durations are refused.
    static func curve(_ token: String, values scheme: Values, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        if token.hasPrefix("duration") || token.hasPrefix("short") || token.hasPrefix("medium") || token.hasPrefix("long")
            || token.hasPrefix("extra-long")
        {
            throw code.error("md.sys.motion.duration tokens are durations, not timing curves", at: node)
        }
        if let spring = springs[token] {
            return ReadCurve(curve: try CodeCurves.spring(stiffness: spring.stiffness, dampingRatio: spring.ratio, code, at: node))
        }
        guard let values = easings[token] else { throw code.error("unknown Material token '\(token)'", at: node) }
        if scheme == .mdcAndroid && token == "emphasized" {
            return ReadCurve(
                curve: try CodeCurves.path(points: emphasizedPath, code, at: node),
                note:
                    "MDC-Android's emphasized is this two-segment path; the web and Compose use \(webValue(values.web.map(TextFormat.shortest))) (material emphasized)"
            )
        }
        let p = scheme == .web ? values.web : values.mdcAndroid
        var note: String?
        if values.web != values.mdcAndroid {
            note =
                scheme == .web
                ? "the web and Compose value; MDC-Android's tokens.xml differs (android \(token))"
                : "MDC-Android's tokens.xml value; the web and Compose differ (material \(token))"
        }
        return ReadCurve(curve: CodeCurves.bezier(p), note: note)
    }

    // Material's Compose library (androidx.compose.material3), whose names Compose code calls.

    /// An easing token as Compose's `MotionTokens` names it (`MotionTokens.EasingEmphasizedCubicBezier`).
    static func composeTokenName(_ token: String) -> String {
        let words = token.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return "MotionTokens.Easing\(words.joined())CubicBezier"
    }

    /// The spring tokens' parameters as the constants of Compose's token objects (androidx compose
    /// material3 tokens/StandardMotionTokens.kt and ExpressiveMotionTokens.kt:
    /// `ExpressiveMotionTokens.SpringFastSpatialDamping = 0.6f`, `…Stiffness = 800f`), by their
    /// full names only: the last part is the same in both schemes.
    static let springParameterConstants: [String: Double] = {
        var constants: [String: Double] = [:]
        for (token, spring) in springs {
            let expressive = token.hasPrefix("expressive-")
            let words = token.dropFirst(expressive ? "expressive-".count : 0).split(separator: "-")
            let name =
                (expressive ? "ExpressiveMotionTokens" : "StandardMotionTokens") + ".Spring"
                + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            constants[name + "Damping"] = spring.ratio
            constants[name + "Stiffness"] = spring.stiffness
        }
        return constants
    }()

    /// `spring(dampingRatio = ExpressiveMotionTokens.SpringFastSpatialDamping, stiffness =
    /// ExpressiveMotionTokens.SpringFastSpatialStiffness)`: Compose's spring over the token
    /// constants (``springParameterConstants``), the spring token they hold; nil when `node` is
    /// no such call.
    static func springOverTokens(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve? {
        guard case .call(nil, "spring", let arguments) = node.value, arguments.count == 2,
            let ratio = arguments.first(where: { $0.label == "dampingRatio" })?.node.word.flatMap({ springParameterConstants[$0] }),
            let stiffness = arguments.first(where: { $0.label == "stiffness" })?.node.word.flatMap({ springParameterConstants[$0] })
        else { return nil }
        return ReadCurve(curve: try CodeCurves.spring(stiffness: stiffness, dampingRatio: ratio, code, at: node))
    }

    /// Every `MotionScheme` spec call, in both schemes (`MotionScheme.standard().fastSpatialSpec()`).
    static var schemeSpecCalls: [String] {
        ["standard", "expressive"].flatMap { scheme in schemeSpecs.keys.sorted().map { "MotionScheme.\(scheme)().\($0)()" } }
    }

    /// Material 3's `MotionScheme` spring specs by method (M3C `MotionScheme.kt`, which reads
    /// `StandardMotionTokens` and `ExpressiveMotionTokens`), as the spring tokens they return.
    package static let schemeSpecs: [String: String] = [
        "fastSpatialSpec": "fast-spatial", "defaultSpatialSpec": "default-spatial", "slowSpatialSpec": "slow-spatial",
        "fastEffectsSpec": "fast-effects", "defaultEffectsSpec": "default-effects", "slowEffectsSpec": "slow-effects",
    ]

    /// `MotionScheme.standard().fastSpatialSpec()`, `MotionScheme.expressive()…`, and
    /// `MaterialTheme.motionScheme.fastEffectsSpec()`: the theme's scheme is chosen at run time,
    /// so a spec is known only where both schemes agree (the effects springs), else refused
    /// with the reason. Nil when `node` is no such call.
    static func schemeSpec(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve? {
        guard case .call(let receiver, let fullName, let arguments) = node.value, arguments.isEmpty else { return nil }
        let method = String(fullName.split(separator: ".").last ?? "")
        guard let token = schemeSpecs[method] else { return nil }
        if let receiver, case .call(nil, let scheme, let schemeArguments) = receiver.value, schemeArguments.isEmpty {
            switch scheme {
            case "MotionScheme.standard": return try curve(token, values: .web, code, at: node)
            case "MotionScheme.expressive": return try curve("expressive-" + token, values: .web, code, at: node)
            default: break
            }
        }
        guard let standard = springs[token], let expressive = springs["expressive-" + token],
            standard.ratio == expressive.ratio, standard.stiffness == expressive.stiffness
        else {
            throw code.error(
                "\(method)() differs between the standard and expressive MotionScheme, and \(Names.shortened(scheme(of: node, fullName)))"
                    + " is whichever one the app's theme sets: not read; write MotionScheme.standard().\(method)() or MotionScheme.expressive().\(method)()",
                at: node)
        }
        var reading = try curve(token, values: .web, code, at: node)
        reading.note = AnimationTimingNote.joined(reading.note, "\(method)() is the same spring in the standard and expressive schemes")
        return reading
    }

    /// The code of the scheme a spec is asked of (`MaterialTheme.motionScheme`).
    private static func scheme(of node: CodeNode, _ fullName: String) -> String {
        if case .call(let receiver?, _, _) = node.value { return "the scheme" + (receiver.word.map { " " + $0 } ?? "") }
        return fullName.split(separator: ".").dropLast().joined(separator: ".")
    }

    /// A Compose `MotionTokens.EasingEmphasizedDecelerateCubicBezier` or Material token name.
    static func composeToken(_ name: String) -> String? {
        guard name.hasPrefix("MotionTokens.") || name.hasPrefix("md.") else { return nil }
        return token(name)
    }

    /// The short token a name means, however a project spells it: the token's words in any
    /// case and with any separator (`md.sys.motion.easing.emphasized.decelerate`,
    /// `MD.Token.easing.emphasized_decelerate` in QML, `MdSysMotionEasingStandard` in generated
    /// constants, `--md-sys-motion-easing-standard` in CSS, `$md-sys-motion-easing-standard` in
    /// SCSS, `MotionTokens.EasingStandardCubicBezier`), after words that only say where the
    /// token lives (md, sys, token, motion, easing, spring …). Durations are recognised to be
    /// refused. Nil when the words are no token.
    static func token(_ name: String) -> String? {
        let words = tokenWords(name)
        var start = 0
        while start < words.count, tokenPlaceWords.contains(words[start]) { start += 1 }
        var kebab = words[start...].joined(separator: "-")
        for suffix in ["-" + webFunction] where kebab.hasSuffix(suffix) { kebab.removeLast(suffix.count) }
        // `EmphasizedDecelerateEasing`, as Kotlin projects name their copy of a token's value (one
        // identifier in UpperCamelCase; a key spelled `emphasized-easing` is another name).
        if isKotlinEasingName(name), easings[kebab] == nil, kebab.hasSuffix("-easing") { kebab.removeLast("-easing".count) }
        let isDuration = kebab.hasPrefix("duration") || words[..<start].contains("duration")
        return easings[kebab] != nil || springs[kebab] != nil || isDuration ? kebab : nil
    }

    /// Whether `name` is one UpperCamelCase identifier ending in `Easing` (`EmphasizedDecelerateEasing`).
    static func isKotlinEasingName(_ name: String) -> Bool {
        name.hasSuffix("Easing") && name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// Words before a token's own that say where it lives.
    static let tokenPlaceWords: Set<String> = [
        "md", "sys", "ref", "token", "tokens", "motion", "motiontokens", "m3", "m3e", "easing", "easings", "spring",
    ]

    /// A name's words, lowercased: split at `.`, `_`, `-`, `$` and where the case changes
    /// (`MdSysMotion` → md, sys, motion; `MDToken` → md, token; `M3Easings` → m3, easings).
    static func tokenWords(_ name: String) -> [String] {
        var words = splitWords(name)
        // Material 3 Expressive's libraries prefix their names with M3E (`M3EMotion.standard`,
        // `m3e_motion`): one place word, not m3 and a word `e`.
        if let index = words.firstIndex(of: "m3"), index + 1 < words.count, words[index + 1] == "e" {
            words.replaceSubrange(index...(index + 1), with: ["m3e"])
        }
        return words
    }

    /// Whether `name` is a project's own name for a token's value, not one a Material library
    /// declares: `EmphasizedDecelerateEasing` (a Kotlin project's copy), `M3EMotion.standard` (a
    /// Material 3 Expressive library's). Read as the token it names, and said so.
    static func isProjectsOwnName(_ name: String) -> Bool {
        isKotlinEasingName(name) || tokenWords(name).contains("m3e")
    }

    private static func splitWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = [], word = ""
        for (index, character) in characters.enumerated() {
            if character == "." || character == "_" || character == "-" || character == "$" {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character.isUppercase, !word.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next.isLowercase) {
                    words.append(word)
                    word = ""
                }
            }
            word += character.lowercased()
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
