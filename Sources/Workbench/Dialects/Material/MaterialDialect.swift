import CurveKit
import Foundation

/// Material 3 motion tokens (`md.sys.motion.easing.*`, `md.sys.motion.spring.*`), by full
/// token name or by the last part with dashes (`emphasized-decelerate`, `fast-spatial`).
/// The web, Compose and Flutter agree; MDC-Android's tokens.xml differs for the emphasized
/// easings, and ``AndroidDialect`` reads those.
enum MaterialDialect: DialectReader {
    enum Scheme { case web, android }

    /// Easing tokens, web / Compose / Flutter values (MWEB, M3C), MDC-Android's where they differ.
    static let easings: [String: (web: [Double], android: [Double])] = [
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
    /// The emphasized path (MDC `m3_sys_motion_easing_emphasized_path_data`, androidx
    /// FastOutExtraSlowInInterpolator, Flutter `Curves.easeInOutCubicEmphasized`).
    static let emphasizedPath: [Double] = [0, 0, 0.05, 0, 0.133333, 0.06, 0.166666, 0.4, 0.208333, 0.82, 0.25, 1, 1, 1]
    /// Spring tokens (damping ratio, stiffness): standard scheme (M3C StandardMotionTokens = web =
    /// MDC) and, prefixed `expressive-`, the expressive scheme.
    static let springs: [String: (ratio: Double, stiffness: Double)] = [
        "fast-spatial": (0.9, 1400), "default-spatial": (0.9, 700), "slow-spatial": (0.9, 300),
        "fast-effects": (1, 3800), "default-effects": (1, 1600), "slow-effects": (1, 800),
        "expressive-fast-spatial": (0.6, 800), "expressive-default-spatial": (0.8, 380), "expressive-slow-spatial": (0.8, 200),
        "expressive-fast-effects": (1, 3800), "expressive-default-effects": (1, 1600), "expressive-slow-effects": (1, 800),
    ]
    static var names: [String] { (Array(easings.keys) + Array(springs.keys)).sorted() }

    /// The short token a name means: `md.sys.motion.easing.emphasized.decelerate`,
    /// `emphasized-decelerate`, `EmphasizedDecelerate`, `emphasizedDecelerate` all give
    /// `emphasized-decelerate`; durations are recognised to be refused.
    static func token(_ name: String) -> String? {
        var text = name
        for prefix in ["md.sys.motion.easing.", "md.sys.motion.spring.", "md.sys.motion.", "MotionTokens.", "Easing.", "M3Easings."]
        where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        var kebab = ""
        for character in text {
            if character == "." || character == "_" {
                kebab.append("-")
            } else if character.isUppercase {
                if !kebab.isEmpty, kebab.last != "-" { kebab.append("-") }
                kebab += character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        for suffix in ["-cubic-bezier"] where kebab.hasSuffix(suffix) { kebab.removeLast(suffix.count) }
        if kebab.hasPrefix("easing-") { kebab.removeFirst("easing-".count) }
        return easings[kebab] != nil || springs[kebab] != nil || kebab.hasPrefix("duration") || name.hasPrefix("md.sys.motion.duration")
            ? kebab : nil
    }

    /// A Compose `MotionTokens.EasingEmphasizedDecelerateCubicBezier` or Material token name.
    static func composeToken(_ name: String) -> String? {
        guard name.hasPrefix("MotionTokens.") || name.hasPrefix("md.") else { return nil }
        return token(name)
    }

    static func read(_ node: DialectNode, _ code: DialectCode) throws(CommandError) -> DialectCurve {
        if let written = try writtenValue(node, code) { return written }
        guard let name = node.word, let token = token(name) else {
            throw DialectCurves.unknown(
                "Material motion token", node.word ?? code.text(of: node), among: names, code, at: node,
                accepted:
                    "md.sys.motion.easing.* or md.sys.motion.spring.*, or the last part with dashes: \(names.prefix(6).joined(separator: ", ")), …"
            )
        }
        return try curve(token, scheme: .web, code, at: node)
    }

    /// A token's value as projects write it beside the token's name: the four numbers of its
    /// cubic Bézier as an array (`[0.05, 0.7, 0.1, 1] as const`) or a string (`"0.2, 0, 0, 1"`),
    /// or the path data of MDC-Android's emphasized (`M 0,0 C 0.05, 0, …`). (A `cubic-bezier(…)`
    /// beside a token is the comment `export` writes, `token  (cubic-bezier(…))`, not a value.)
    /// The value written is what the project runs, whatever the token's name says. Nil when
    /// `node` is a name.
    static func writtenValue(_ node: DialectNode, _ code: DialectCode) throws(CommandError) -> DialectCurve? {
        switch node.value {
        case .array(let elements):
            guard elements.count == 4, elements.allSatisfy({ $0.number != nil }) else {
                throw code.error("a Material easing written as an array is the four numbers [x1, y1, x2, y2] of its cubic Bézier", at: node)
            }
            let p = elements.compactMap(\.number)
            return DialectCurve(curve: try DialectCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Material"))
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("M") || trimmed.hasPrefix("m") {
                // Path data with commas between numbers, as the M3 pages write it.
                let data = trimmed.map { $0 == "," ? " " : $0 }
                return DialectCurve(curve: try DialectCurves.path(String(data), code, at: node))
            }
            let numbers = trimmed.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            let p = numbers.compactMap { $0 }
            guard numbers.count == 4, p.count == 4 else { return nil }
            return DialectCurve(curve: try DialectCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Material"))
        default:
            return nil
        }
    }

    static func curve(_ token: String, scheme: Scheme, _ code: DialectCode, at node: DialectNode) throws(CommandError) -> DialectCurve {
        if token.hasPrefix("duration") || token.hasPrefix("short") || token.hasPrefix("medium") || token.hasPrefix("long")
            || token.hasPrefix("extra-long")
        {
            throw code.error("md.sys.motion.duration tokens are durations, not timing curves", at: node)
        }
        if let spring = springs[token] {
            return DialectCurve(curve: try DialectCurves.spring(stiffness: spring.stiffness, dampingRatio: spring.ratio, code, at: node))
        }
        guard let values = easings[token] else { throw code.error("unknown Material token '\(token)'", at: node) }
        if scheme == .android && token == "emphasized" {
            return DialectCurve(
                curve: try DialectCurves.path(points: emphasizedPath, code, at: node),
                note:
                    "MDC-Android's emphasized is this two-segment path; the web and Compose use cubic-bezier(0.2, 0, 0, 1) (material emphasized)"
            )
        }
        let p = scheme == .web ? values.web : values.android
        var note: String?
        if values.web != values.android {
            note =
                scheme == .web
                ? "the web and Compose value; MDC-Android's tokens.xml differs (android \(token))"
                : "MDC-Android's tokens.xml value; the web and Compose differ (material \(token))"
        }
        return DialectCurve(curve: DialectCurves.bezier(p), note: note)
    }
}
