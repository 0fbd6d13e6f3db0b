import CurveKit
import Foundation

/// `export CURVE|ANIM FORMAT [digits=N] [form=function|timing] [> FILE [force] | >> FILE]`.
package struct ExportCommand: CommandDeclaration {
    static let name = "export"
    static let summary = "code to paste for every platform (exact, or the best approximation with its error), or all side by side"
    static var details: String {
        """
        DIALECT: \(dialectList) (what NAME = DIALECT file=FILE reads back); FORMAT: swift or objc (UIKit's code
        in Swift, as uikit writes it, or in Objective-C) or json (the session file's form); all: one row per dialect.
        A curve that the platform cannot express exactly is exported as its best approximation in
        the platform's richest form (a spring as a spring, a bounce as a path, anything as CSS
        linear()), with the max error in a comment; --json adds "exact" and "max_error".
        An animation exports to every DIALECT too: its values, duration, delay, repeats and autoreverse in the
        platform's units (CSS @keyframes, Core Animation, SwiftUI, Compose AnimationSpec, Android ObjectAnimator
        or SpringAnimation, Flutter AnimationController, Motion animate(), GSAP fromTo(), Lottie keyframes at the
        animation's fps, Material tokens), its curve as export CURVE DIALECT form=timing writes it; a platform's spring runs
        until it settles, which the comment says.
        form=function writes the curve's closed form as code the platform takes as an easing (a JavaScript function
        for motion and gsap, an Easing for compose, a TimeInterpolator for android, a Curve subclass for flutter, a
        Swift function for swiftui and uikit); form=timing writes the platform's timing curve; left out, the exact
        one: the timing curve where it is exact, else the function where the curve has a closed form (penner,
        steps, expo-decay, second-order, spring, formula), with the timing curve's error in its comment; with
        digits=N, the timing curve (a function keeps every digit).
        Control points, key times and key values have the fewest decimals that keep the curve within 1e-7 of the
        exact one; digits=N rounds them to N decimals instead. linear() stops are the approximation's own exact
        stops; json keeps every digit.
        > FILE writes the code to FILE; a file that exists is replaced only when this session wrote it
        (or it is empty) unless you add force. >> FILE appends the code to FILE.
        """
    }

    /// The dialects' words as prose: `css, swiftui, … or lottie`.
    private static var dialectList: String {
        let words = Dialect.words
        return words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    var curve = ""
    var format = ""
    var file: ExportTarget?
    /// nil: the fewest decimals that keep the curve within 1e-7.
    var digits: Int?
    /// nil: the exact form (``ExportForm``).
    var form: ExportForm?

    static var arguments: [Argument<Self>] {
        var formats = ArgumentValue<String>.word(.words(formatWords))
        formats.missing = { "\($0) (\(formatWords.joined(separator: ", ")))" }
        return [
            .positional("CURVE|ANIM", \.curve, .curve(.curves(animations: true)), role: "NAME"),
            .positional("FORMAT|DIALECT|all", \.format, formats, role: "FORMAT"),
            .option("digits", "N", \.digits, .integer(in: 0...Digits.maximumDecimals)),
            .option("form", ArgumentValue<ExportForm>.cases, \.form, .choice("form", plural: "forms")),
            .custom(
                usage: "[> FILE [force] | >> FILE]",
                read: { (command, words) throws(CommandError) in
                    command.file = try ExportTarget.parse(&words)
                }, words: { $0.file?.words ?? [] }),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        let reply = try Self.export(interpreter, curve, format: format, digits: digits, form: form)
        guard let file else { return reply }
        return try file.write(reply, &interpreter, command: self)
    }
}

extension ExportCommand {
    /// The words FORMAT may be: every platform's formats, json, and `all`.
    static var formatWords: [String] { ExportPipeline.formatWords + ["all"] }

    package static func export(
        _ interpreter: Interpreter, _ name: String, format formatName: String, digits requested: Int?, form: ExportForm? = nil
    ) throws(CommandError) -> Reply {
        let digits = requested.map(Digits.decimals) ?? .fewest
        let cancelled = interpreter.settings.isCancelled ?? { false }
        var text: String
        var figures: [(key: String, value: JSONValue)] = []
        do {
            if let animation = interpreter.session.animation(named: name) {
                if formatName.lowercased() == "all" {
                    if let form, form != .timing { throw ExportPipeline.formOfAnimation(animation, form) }
                    let codes = try ExportPipeline.animationOnEveryPlatform(animation, digits: digits, isCancelled: cancelled)
                    let table = DialectTable(animations: codes, name: name, width: interpreter.settings.terminalWidth)
                    text = table.text
                    figures = [("dialects", table.json)]
                } else {
                    let code = try ExportPipeline.animation(
                        animation, format: formatName, digits: digits, form: form, isCancelled: cancelled)
                    text = code.text
                    figures = [("exact", .bool(code.isExact)), ("max_error", .number(code.maxError))]
                }
            } else {
                let curve = try interpreter.resolve(name).curve
                let candidates = ExportCandidates(curve, isCancelled: cancelled)
                if formatName.lowercased() == "all" {
                    // form=function on every platform: the function where the platform takes one, else
                    // the exact form; refused only when the curve has no closed form at all.
                    if form == .function, curve.closedForm == nil { throw DialectExport.noClosedForm(curve) }
                    let codes = try Dialect.allCases.map { (dialect: Dialect) throws(ExportError) -> PlatformCode in
                        let format = ExportFormat(dialect)
                        if form == .function,
                            let code = try? DialectExport.code(
                                curve, name: name, format: format, digits: digits, candidates: candidates, form: .function)
                        {
                            return code
                        }
                        return try DialectExport.code(
                            curve, name: name, format: format, digits: digits, candidates: candidates, form: form == .timing ? .timing : nil
                        )
                    }
                    let table = DialectTable(codes, name: name, width: interpreter.settings.terminalWidth)
                    text = table.text
                    figures = [("dialects", table.json)]
                } else {
                    let code = try ExportPipeline.curve(
                        curve, named: name, format: formatName, digits: digits, form: form, candidates: candidates)
                    text = code.text
                    figures =
                        [("exact", .bool(code.isExact)), ("max_error", .number(code.maxError))]
                        + (code.form.map { [("form", JSONValue.string($0.rawValue))] } ?? [])
                        + (code.maxErrorAt.map { [("at", JSONValue.number($0))] } ?? [])
                }
            }
        } catch let error as ExportError {
            throw CommandError(
                error.message.hasPrefix("unknown export format")
                    ? "unknown export format \"\(formatName)\": use one of \(formatWords.joined(separator: ", "))" : error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(shellWording(of: error))
        }
        return Reply(
            text: text, json: .object([("name", .string(name)), ("format", .string(formatName)), ("text", .string(text))] + figures))
    }
}
