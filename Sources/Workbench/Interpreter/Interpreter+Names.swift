import CurveKit
import Platforms

/// The interpreter is what definitions build their curves in: its names and its files.
extension Interpreter: CurveBuildContext {
    func curve(named name: String) throws(CommandError) -> Curve { try resolve(name).curve }
}

/// What a name in a command refers to: a curve of the session, a preset, one of Penner's
/// curves or an animation, with errors that suggest the closest name.
extension Interpreter {
    /// A preset or one of Penner's curves, by any of its names.
    static func builtInCurve(named name: String) -> Curve? { CurveKinds.builtInCurve(named: name) }

    /// The curve called `name`: one of the session's, or a preset.
    package func resolve(_ name: String) throws(CommandError) -> NamedCurve {
        if let curve = session.curve(named: name) { return curve }
        if let preset = Preset(named: name) {
            return NamedCurve(name: name, curve: .bezier(preset.bezier), description: "preset")
        }
        if let penner = Penner(named: name) {
            return NamedCurve(name: name, curve: .penner(penner), description: "Penner's easing equation")
        }
        var message = "unknown curve '\(name)'"
        let candidates = session.curves.map(\.name) + Preset.allNames + Penner.all.map(\.name)
        if let suggestion = Suggestions.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        message +=
            session.isEmpty
            ? " (define one with NAME = bezier X1 Y1 X2 Y2, or use a preset: \(Preset.allCases.map(\.name).joined(separator: ", ")))"
            : " (list shows the session's curves)"
        return try fail(message)
    }

    /// Refuses a new curve called `name` when the session already holds
    /// ``Limits/maximumCurves`` (replacing a curve is always possible).
    func ensureRoom(forCurve name: String) throws(CommandError) {
        guard session.curves.count >= Limits.maximumCurves, session.curve(named: name) == nil else { return }
        throw CommandError(
            "the session already holds \(session.curves.count) curves, the limit of curves per session; delete some or start a new session")
    }

    func fail<T>(_ message: String) throws(CommandError) -> T {
        throw CommandError(message)
    }

    /// The session's animation called `name`, or an error that suggests one.
    func resolveAnimation(_ name: String) throws(CommandError) -> Animation {
        if let animation = session.animation(named: name) { return animation }
        var message = "unknown animation '\(name)'"
        if let suggestion = Suggestions.closest(to: name, among: session.animations.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        if session.curve(named: name) != nil { message += " ('\(name)' is a curve)" }
        return try fail(message)
    }

    /// The session's own curve called `name`, for a command that changes it. A preset or one
    /// of Penner's curves is built in: the error says so and, unless `copy` is empty, how to
    /// copy it (`copy`, default `my-NAME`, = NAME); any other name gets ``resolve(_:)``'s
    /// unknown-curve message. A command that works only on some curves (`usable`: edit on the
    /// editable kinds, point on Béziers) is told a copy that it can use
    /// (``usableCopy(of:_:as:usable:)``).
    func ownCurve(
        _ name: String, cannot change: String, copy: String? = nil, usable: ((Curve) -> Bool)? = nil
    ) throws(CommandError) -> NamedCurve {
        if let named = session.curve(named: name) { return named }
        if let builtIn = Interpreter.builtInCurve(named: name) {
            let what = Preset(named: name) != nil ? "a preset" : "one of Penner's curves, built in,"
            let copyName = copy ?? "my-\(name)"
            let copying =
                copy == "" ? "" : "; " + Self.usableCopy(of: name, builtIn, as: copyName, usable: usable ?? { _ in true })
            return try fail("'\(name)' is \(what) and cannot \(change)\(copying)")
        }
        _ = try resolve(name)
        return try fail("unknown curve '\(name)'")
    }

    /// How to make a curve called `copy` from `curve` (called `name`) that a command can use:
    /// `COPY = NAME` when such a copy is `usable`; where `curve` is exactly a Bézier (back-out,
    /// cubic-in) the Bézier it is; else the Bézier that fits it best.
    static func usableCopy(of name: String, _ curve: Curve, as copy: String, usable: (Curve) -> Bool) -> String {
        if usable(curve) { return "copy it first: \(copy) = \(name)" }
        if let bezier = curve.equivalentBezier, usable(.bezier(bezier)) {
            // Written as code is: the fewest decimals within 1e-7, said when they round.
            let texts = PasteDecimals.bezier(bezier, digits: .fewest)
            let rounds = texts != bezier.controlPoints.map(PasteDecimals.exact)
            return "it is exactly a Bézier, which you can copy\(rounds ? " to within 1e-7" : ""): "
                + "\(copy) = bezier \(texts.joined(separator: " "))"
        }
        return "it is not a Bézier: fit one to it (fit \(name) as \(copy)) and use that"
    }

    /// Refuses to make `name` a curve that is not keyframes while an animation written
    /// `keyframes=NAME` uses it (such an animation needs a keyframes curve).
    func ensureKeyframesAnimationsKeepKeyframes(_ name: String, _ curve: Curve) throws(CommandError) {
        if curve.keyframes != nil { return }
        let users = session.animations(using: name).filter { session.animation(named: $0)?.usesKeyframes == true }
        guard !users.isEmpty else { return }
        return try fail(
            "\(name) is used by keyframes animation\(users.count == 1 ? "" : "s") \(users.joined(separator: ", ")), "
                + "which needs a keyframes curve; keep \(name) a keyframes curve, or give the new curve another name")
    }

    /// `against OTHER: RMS …, max … at x = …` for a curve with a target; nil without one.
    /// A target that no longer exists is reported as such rather than failing the command.
    func targetReport(for named: NamedCurve) throws(CommandError) -> (String, JSONValue)? {
        guard let targetName = named.target else { return nil }
        guard let target = try? resolve(targetName) else {
            return ("  against \(targetName): no such curve any more", ["target": .string(targetName), "missing": true])
        }
        let comparison = CurveComparison(named.curve, target.curve, intervals: Limits.defaultComparisonIntervals)
        let line = "  " + CurveDescription.targetLine(targetName, comparison)
        let json: JSONValue = [
            "target": .string(targetName), "rms": .finite(comparison.rmsDifference),
            "max": .finite(comparison.maxAbsoluteDifference), "at": .number(comparison.at),
        ]
        return (line, json)
    }
}
