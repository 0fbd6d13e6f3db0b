import CurveKit
import Foundation
import Platforms

/// `export CURVE|ANIM FORMAT [digits=N] [form=function|timing|keyframes] [> FILE [force] | >> FILE]`.
package struct ExportCommand: CommandDeclaration {
    static let name = "export"
    static let summary = "code to paste for every platform (exact, or the best approximation with its error), or all side by side"
    static var details: String {
        """
        PLATFORM: \(platformList) (what NAME = PLATFORM file=FILE reads back); FORMAT: \(languageList) or json (the
        session file's form); all: one row per platform.
        A curve that the platform cannot express exactly is exported as its best approximation in
        the platform's richest form (a spring as a spring, sampled data as a path, anything as CSS
        linear()), with the max error in a comment; --json adds "exact" and "max_error".
        An animation exports to every PLATFORM too: its values, duration, delay, repeats and autoreverse in the
        platform's units (\(Formatting.list(ExportHelpFacts.animations))), its curve as export CURVE PLATFORM
        form=timing writes it, or, where that is not exact and the curve is piecewise cubic (a bounce, a path), as
        keyframes with a cubic Bézier per segment (exact), else, in \(Formatting.list(ExportHelpFacts.functionAnimations)),
        whose animations take a function as their easing, as the curve's closed form (form=function); a platform's
        spring runs until it settles, which the comment says.
        form=function writes the curve's closed form as code the platform takes as an easing (\(functionList));
        form=timing writes the platform's timing curve; form=keyframes writes a keyframes curve, bounce-in,
        bounce-out, bounce-in-out or a path without jumps as keyframes with a timing Bézier per segment (a curve in
        \(Formatting.list(ExportHelpFacts.keyframeCurves)); an animation everywhere); left out, the exact one: the
        timing curve where it is exact, else the function where the curve has a closed form (penner, steps,
        expo-decay, second-order, spring, formula), else the keyframes, with the timing curve's error in its
        comment; with digits=N, the timing curve (a function keeps every digit).
        Control points, key times and key values have the fewest decimals that keep the curve within 1e-7 of the
        exact one; digits=N rounds them to N decimals instead. linear() stops are the approximation's own exact
        stops; json keeps every digit.
        > FILE writes the code to FILE; a file that exists is replaced only when this session wrote it
        (or it is empty) unless you add force. >> FILE appends the code to FILE.
        """
    }

    /// The platforms' words as prose: `css, swiftui, … or lottie`.
    private static var platformList: String { Formatting.alternatives(Platform.words) }

    /// The platforms' other languages as prose: `waapi (…), swift (…) or objc (…)`.
    private static var languageList: String {
        ExportHelpFacts.languages.map { "\($0.word) (\($0.about))" }.joined(separator: ", ")
    }

    /// form=function's code per platform: `a JavaScript function for motion and gsap, …`.
    private static var functionList: String {
        Formatting.list(ExportHelpFacts.functionForms.map { "\($0.easing) for \(Formatting.list($0.formats))" })
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
            .positional("FORMAT|PLATFORM|all", \.format, formats, role: "FORMAT"),
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
        // A recording lasts its frames' visible span; when identify found that its curve lasts
        // longer, the reply says so (after the code, never in it or in the file).
        let note = interpreter.session.animation(named: curve) == nil ? interpreter.slowTailNote(of: curve) : nil
        guard let file else { return reply.noting(note, width: interpreter.settings.terminalWidth) }
        return try file.write(reply, &interpreter, command: self).noting(note, width: interpreter.settings.terminalWidth)
    }
}

extension ExportCommand {
    /// The words FORMAT may be: every platform's formats, json, and `all`.
    static var formatWords: [String] { ExportPipeline.formatWords + ["all"] }

    package static func export(
        _ interpreter: Interpreter, _ name: String, format formatName: String, digits requested: Int?, form: ExportForm? = nil
    ) throws(CommandError) -> Reply {
        try export(interpreter, name, format: formatName, digits: requested, form: form, shared: nil)
    }

    /// `export NAME PLATFORM` on every platform, in the registry's order: the live page's export
    /// panel. A curve's approximations are fitted once and shared by all of them.
    package static func exportOnEveryPlatform(_ interpreter: Interpreter, _ name: String) -> [(
        platform: Platform, reply: Result<Reply, CommandError>
    )] {
        let named = interpreter.session.animation(named: name) == nil ? try? interpreter.resolve(name) : nil
        let shared = named.map {
            ExportCandidates($0.curve, timing: $0.timing, isCancelled: interpreter.settings.isCancelled ?? { false })
        }
        return Platform.allCases.map { platform in
            (
                platform,
                Result { () throws(CommandError) in try export(interpreter, name, format: platform.rawValue, digits: nil, shared: shared) }
            )
        }
    }

    private static func export(
        _ interpreter: Interpreter, _ name: String, format formatName: String, digits requested: Int?, form: ExportForm? = nil,
        shared: ExportCandidates?
    ) throws(CommandError) -> Reply {
        let digits = requested.map(Digits.decimals) ?? .fewest
        let cancelled = interpreter.settings.isCancelled ?? { false }
        var text: String
        var figures: [(key: String, value: JSONValue)] = []
        do {
            if let animation = interpreter.session.animation(named: name) {
                if formatName.lowercased() == "all" {
                    let codes = try ExportPipeline.animationOnEveryPlatform(animation, digits: digits, form: form, isCancelled: cancelled)
                    let table = PlatformTable(animations: codes, name: name, width: interpreter.settings.terminalWidth)
                    text = table.text
                    figures = [("platforms", table.json)]
                } else {
                    let code = try ExportPipeline.animation(
                        animation, format: formatName, digits: digits, form: form, isCancelled: cancelled)
                    text = code.text
                    figures =
                        [("exact", .bool(code.isExact)), ("max_error", .number(code.maxError))]
                        + (code.form.map { [("form", JSONValue.string($0.rawValue))] } ?? [])
                }
            } else {
                let named = try interpreter.resolve(name)
                let curve = named.curve
                let candidates = shared ?? ExportCandidates(curve, timing: named.timing, isCancelled: cancelled)
                if formatName.lowercased() == "all" {
                    let codes = try ExportPipeline.curveOnEveryPlatform(
                        curve, named: name, digits: digits, form: form, candidates: candidates)
                    let table = PlatformTable(codes, name: name, width: interpreter.settings.terminalWidth)
                    text = table.text
                    figures = [("platforms", table.json)]
                } else {
                    let code = try ExportPipeline.curve(
                        curve, named: name, format: formatName, digits: digits, form: form, candidates: candidates)
                    text = code.text
                    figures =
                        [("exact", .bool(code.isExact)), ("max_error", .number(code.maxError))]
                        + (code.line.map { [("line", JSONValue.string($0))] } ?? [])
                        + (code.form.map { [("form", JSONValue.string($0.rawValue))] } ?? [])
                        + (code.maxErrorAt.map { [("at", JSONValue.number($0))] } ?? [])
                }
            }
        } catch let error as ExportError {
            // The pipeline names its own formats; this command also takes `all`.
            guard case .unknownFormat = error.reason else { throw CommandError(error.message) }
            throw CommandError("unknown export format \"\(formatName)\": use one of \(formatWords.joined(separator: ", "))")
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(shellWording(of: error))
        }
        return Reply(
            text: text, json: .object([("name", .string(name)), ("format", .string(formatName)), ("text", .string(text))] + figures))
    }
}
