import CurveKit
import Foundation

/// Material 3 motion tokens as code names them (`md.sys.motion.easing.*`,
/// `md.sys.motion.spring.*`, by full token name or by the last part with dashes:
/// `emphasized-decelerate`, `fast-spatial`), or as projects write their values; the tokens
/// themselves are ``MaterialTokens``.
package enum MaterialReader: PlatformReader {
    /// The token names, for suggestions.
    static var names: [String] { MaterialTokens.names }

    /// A token with the numbers `export` writes beside it in parentheses
    /// (`md.sys.motion.spring.slow.spatial  (damping ratio 0.9, stiffness 300)`,
    /// `md.sys.motion.easing.emphasized  (cubic-bezier(0.2, 0, 0, 1))`), which are no value of
    /// their own: the token alone, also under the `//` comment that `export … > FILE` writes
    /// above it. Else a Tailwind CSS class list over Material's web tokens
    /// (`ease-emphasized-accelerate`, a theme easing set to
    /// `var(--md-sys-motion-easing-emphasized-accelerate)`): the CSS Tailwind generates, read as
    /// the CSS platform reads it whole. A list that CSS does not read (a token the paste does not
    /// declare) is left to the token reader.
    static func readWholeForm(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            let line = $0.element.trimmingCharacters(in: .whitespaces)
            return !line.isEmpty && !line.hasPrefix("//")
        }
        if lines.count == 1, let (index, written) = lines.first {
            let indent = written.prefix { $0 == " " || $0 == "\t" }.count
            let line = written.trimmingCharacters(in: .whitespaces)
            if let note = line.range(of: "  ("), line.hasSuffix(")"), case let name = String(line[..<note.lowerBound]),
                MaterialTokens.token(name) != nil
            {
                return (try Platform.material.read(name, column: (index == 0 ? column : 1) + indent), index + 1, name)
            }
        }
        return try? Platform.css.reader.readWholeForm(text, column: column)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        if let written = try writtenValue(node, code) { return written }
        if let theme = try MaterialUITransitions.read(node, code, easing: { (easing) throws(CommandError) in try read(easing, code) }) {
            return theme
        }
        if let spec = try MaterialTokens.schemeSpec(node, code) { return spec }
        if let spring = try MaterialTokens.springOverTokens(node, code) { return spring }
        // `var(--md-sys-motion-easing-standard, cubic-bezier(0.2, 0, 0, 1))`: the token, and a
        // note when the CSS fallback beside it is another curve.
        if case .call(nil, "var", let arguments) = node.value, let property = arguments.first?.node,
            property.word.flatMap(MaterialTokens.token) != nil
        {
            var reading = try read(property, code)
            if arguments.count == 2, let fallback = try? writtenFallback(arguments[1].node, code), fallback != reading.curve {
                reading.note = AnimationTimingNote.joined(
                    reading.note, "the CSS fallback beside it, \(Names.shortened(code.text(of: arguments[1].node))), is another curve")
            }
            return reading
        }
        if let name = node.word, let mdc = MaterialTokens.mdcWebCurve(name) {
            return ReadCurve(
                curve: CodeCurves.bezier(mdc.points),
                note: "MDC web's \(mdc.name) timing function (Material 2, packages/mdc-animation), not an M3 token")
        }
        if let name = node.word, let mdl = MaterialTokens.mdlCurve(name) {
            return ReadCurve(
                curve: CodeCurves.bezier(mdl.points),
                note: "Material Design Lite's $\(mdl.name) (Material 1, src/_variables.scss), not an M3 token")
        }
        // Among other code, a bare `linear` is CSS's keyword (`transition-timing-function:
        // map.get($md-sys-motion, easing-emphasized-decelerate), linear`), not the token it
        // shares its last part with: only a paste of the word alone names the token.
        if let name = node.word, name == "linear", !isWholeText(node, code) {
            throw code.error("linear among other code is the CSS keyword, not md.sys.motion.easing.linear", at: node)
        }
        guard let name = node.word, let token = MaterialTokens.token(name) else {
            throw CodeCurves.unknown(
                "Material motion token", node.word ?? code.text(of: node), among: names, code, at: node,
                accepted:
                    "md.sys.motion.easing.* or md.sys.motion.spring.*, or the last part with dashes: \(names.prefix(6).joined(separator: ", ")), …"
            )
        }
        var reading = try MaterialTokens.curve(token, values: .web, code, at: node)
        if MaterialTokens.isProjectsOwnName(name) {
            // A project's own name for a token's value (`EmphasizedDecelerateEasing`, `M3EMotion.standard`): read as the token it names.
            reading.note = AnimationTimingNote.joined(
                "\(name) is read as the token it names, md.sys.motion.easing.\(token.replacingOccurrences(of: "-", with: ".")) (the value the project gives it is not in the paste)",
                reading.note)
        }
        return reading
    }

    /// A token's value as projects write it beside the token's name: the four numbers of its
    /// cubic Bézier as an array (`[0.05, 0.7, 0.1, 1] as const`) or a string (`"0.2, 0, 0, 1"`,
    /// `'cubic-bezier(.3,0,0,1)'`),
    /// or the path data of MDC-Android's emphasized (`M 0,0 C 0.05, 0, …`), or a `cubic-bezier(…)`
    /// given to the name (`motion.easing.emphasized: cubic-bezier(0.05, 0.7, 0.1, 1.0)`). (A
    /// `cubic-bezier(…)` in parentheses beside a token is the comment `export` writes,
    /// `token  (cubic-bezier(…))`, not a value.) The value written is what the project runs,
    /// whatever the token's name says. Nil when `node` is a name.
    static func writtenValue(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve? {
        if isAssigned(node, code), let curve = try writtenFallback(node, code) { return ReadCurve(curve: curve) }
        switch node.value {
        case .call(nil, let name, let arguments)
        where MaterialTokens.valueConstructors.contains(String(name.split(separator: ".").last ?? "")):
            guard arguments.count == 4, arguments.allSatisfy({ $0.label == nil }) else {
                throw code.error("\(name)(x1, y1, x2, y2) takes the four numbers of the cubic Bézier", at: node)
            }
            let p = try CodeArguments(node, code).numbers(4)
            return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Material"))
        case .array(let elements):
            let numbers = elements.compactMap { DeclaredNames.number($0, code) }
            if numbers.count == elements.count, numbers.count % 6 == 0, numbers.count >= 6, numbers.suffix(2) == [1, 1] {
                return try qtBezierSpline(numbers, code, at: node)
            }
            guard elements.count == 4, elements.allSatisfy({ $0.number != nil }) else {
                throw code.error(
                    "a Material easing written as an array is the four numbers [x1, y1, x2, y2] of its cubic Bézier, or a QML Easing.BezierSpline's [c1x, c1y, c2x, c2y, x, y, …] ending at 1, 1",
                    at: node)
            }
            let p = elements.compactMap(\.number)
            return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Material"))
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("M") || trimmed.hasPrefix("m") {
                // Path data with commas between numbers, as the M3 pages write it.
                let data = trimmed.map { $0 == "," ? " " : $0 }
                return ReadCurve(curve: try CodeCurves.path(String(data), code, at: node))
            }
            // The web's own spelling of the value, `cubic-bezier(.3,0,0,1)`, as a string a
            // script hands to the browser (material-web's internal/motion/animation.ts).
            var numbersText = Substring(trimmed)
            if trimmed.lowercased().hasPrefix(MaterialTokens.webFunction + "("), trimmed.hasSuffix(")") {
                numbersText = trimmed.dropFirst(MaterialTokens.webFunction.count + 1).dropLast()
            }
            let numbers = numbersText.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            let p = numbers.compactMap { $0 }
            guard numbers.count == 4, p.count == 4 else { return nil }
            return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Material"))
        default:
            return nil
        }
    }

    /// A QML `easing.bezierCurve` for `Easing.BezierSpline`, as Qt projects write Material's
    /// tokens (`[0.05, 0, 2 / 15, 0.06, 1 / 6, 0.4, 5 / 24, 0.82, 0.25, 1, 1, 1]`): from (0, 0),
    /// each cubic segment's two control points and its end point, the last ending at (1, 1)
    /// (Qt QEasingCurve::BezierSpline, doc.qt.io/qt-6/qml-qtquick-propertyanimation.html
    /// `easing.bezierCurve`). One segment is a cubic Bézier.
    static func qtBezierSpline(_ p: [Double], _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        let note = "read as a QML Easing.BezierSpline's bezierCurve: each segment's two control points and end point, from (0, 0)"
        if p.count == 6 {
            return ReadCurve(curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "QML"), note: note)
        }
        return ReadCurve(curve: try CodeCurves.path(points: [0, 0] + p, code, at: node), note: note)
    }

    /// Whether `node` is the value given to a name, after `:` or `=`.
    static func isAssigned(_ node: CodeNode, _ code: SourceCode) -> Bool {
        code.scalars[..<min(node.offset, code.scalars.count)].last { !$0.properties.isWhitespace }.map { $0 == ":" || $0 == "=" } ?? false
    }

    /// Whether `node` is all the code holds, but for spaces and a `;` or `,` after it.
    static func isWholeText(_ node: CodeNode, _ code: SourceCode) -> Bool {
        let end = min(node.offset + node.length, code.scalars.count)
        let outside = code.scalars[..<min(node.offset, end)] + code.scalars[end...]
        return outside.allSatisfy { $0.properties.isWhitespace || $0 == ";" || $0 == "," }
    }

    /// A Sass variable's value (MDC web's `$standard-curve-timing-function: cubic-bezier(0.4, 0,
    /// 0.2, 1) !default;`): CSS's `cubic-bezier(…)` is the value there, not the comment beside a
    /// token `export` writes; anything else as any Material code.
    static func readSassValue(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        if let curve = try writtenFallback(node, code) { return ReadCurve(curve: curve) }
        return try read(node, code)
    }

    /// A `cubic-bezier(…)` fallback's curve, to compare with the token's.
    static func writtenFallback(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> Curve? {
        guard case .call(nil, let function, let arguments) = node.value, function == MaterialTokens.webFunction, arguments.count == 4 else {
            return nil
        }
        let p = try CodeArguments(node, code).numbers(4)
        return try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "CSS")
    }
}
