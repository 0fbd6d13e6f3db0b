import CurveKit
import Foundation
import Platforms

/// `NAME = …`: define or replace a curve.
struct DefineCommand: CommandDeclaration {
    static let name = "="
    static let usage = "NAME = bezier X1 Y1 X2 Y2 | NAME = PRESET | NAME = OTHER"
    static let summary = "define or replace a curve: a cubic Bézier, or a copy of a preset or another curve"
    static let details = """
        X1 and X2 must lie in [0, 1] so that time runs forward; Y1 and Y2 are free (overshoot).
        Presets: linear, ease, ease-in, ease-out, ease-in-out, and the Core Animation names
        default, easeIn, easeOut, easeInEaseOut.
        Example: tick = bezier 1 0 0.75 1
        """
    static let changesSession = true

    var curve: String
    var definition: Command.Definition

    /// The parser reads the name before `=` itself (see ``Parser``); these are the words after it.
    static func parse(_ words: inout Words) throws(CommandError) -> DefineCommand {
        throw CommandError("a definition is NAME = …")
    }

    /// `NAME = KIND …`, from the name's token and the words after `=`.
    static func parse(name: Token, equals: Token, _ words: inout Words) throws(CommandError) -> DefineCommand {
        if let problem = ReservedNames.problem(with: name.text) {
            throw CommandError(problem, at: name)
        }
        guard let kind = words.next() else {
            throw CommandError(
                "nothing after '=': expected a curve kind (help curves lists them), a preset or a curve name",
                span: words.placeOfMissingWord)
        }
        return DefineCommand(curve: name.text, definition: try DefinitionParser.parse(kind: kind, &words, name: name.text))
    }

    var words: [String] { [curve, "=", definition.description] }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.define(&interpreter, curve, definition, text: context.text)
    }
}

extension DefineCommand {
    /// A definition is read by the parser itself (`NAME = …`); this is its empty form.
    init() {
        self.init(curve: "", definition: Command.Definition(CopyDefinition(other: "")))
    }

    static func define(_ interpreter: inout Interpreter, _ name: String, _ definition: Command.Definition, text: String)
        throws(CommandError) -> Reply
    {
        try interpreter.ensureRoom(forCurve: name)
        var note: String?
        let curve: Curve
        var timing: CurveTiming?
        var command = text
        var pasteJSON: [(key: String, value: JSONValue)] = []
        var videoReport: String?
        if let paste = definition.spec as? PlatformCodeDefinition {
            let reading = try paste.reading(interpreter)
            (curve, note, timing) = (reading.curve, reading.note, reading.timing)
            // A definition read from a file is recorded as the code it read, with the file and
            // line in a comment, so that history replays without the file.
            if let source = reading.source, let platform = paste.platform {
                command = "\(name) = \(platform.rawValue) \(source.commented)"
                pasteJSON.append(("source", source.json))
            } else if case .code(let code) = paste.source {
                pasteJSON.append(("code", .string(code)))
            }
            if let note = reading.note { pasteJSON.append(("note", .string(note))) }
        } else if let video = definition.spec as? ImportDefinition, video.isVideo {
            let imported = try video.importVideo(interpreter)
            curve = .data(imported.curve)
            videoReport = VideoImport.report(imported)
        } else {
            curve = try definition.spec.build(interpreter)
        }
        var source: String?
        if let copy = definition.spec as? CopyDefinition {
            source = copy.other
            timing = interpreter.session.curve(named: copy.other)?.timing
        }
        try interpreter.ensureKeyframesAnimationsKeepKeyframes(name, curve)
        let previous = interpreter.session.curve(named: name)
        let replaced = previous != nil
        try interpreter.commit(
            .defineCurve(
                NamedCurve(name: name, curve: curve, description: note ?? previous?.description, target: previous?.target, timing: timing)),
            command: command)
        // The definition and its CSS stay on one line each, to be copied whole; what describes
        // them wraps.
        var lines = ["\(name) = \(CurveDescription.definition(curve))" + (source.map { "  (copy of \($0))" } ?? "")]
        var prose: [String] = []
        if let css = CurveDescription.css(curve) { lines.append("  \(css)") } else { prose.append("  \(CurveDescription.formula(curve))") }
        if let note { prose.append("  \(note)") }
        if let videoReport { prose.append("  " + videoReport) }
        if let recording = curve.data?.recording { prose.append("  " + RecordingReport.summary(recording)) }
        if replaced { prose.append("  (replaced the previous \(name); undo brings it back)") }
        var json = CurveDescription.json(command: "define", name: name, curve: curve)
        if case .object(let members) = json, !pasteJSON.isEmpty { json = .object(members + pasteJSON) }
        lines += prose.flatMap { Formatting.prose($0, width: interpreter.settings.terminalWidth) }
        let text = lines.joined(separator: "\n")
        return Reply(text: text, json: json)
    }
}

extension Command {
    /// The right-hand side of `NAME = …`: one of ``CurveDefinitions``, with its arguments.
    public struct Definition: Sendable, Equatable, CustomStringConvertible {
        let spec: any CurveDefinition

        init(_ spec: any CurveDefinition) {
            self.spec = spec
        }

        public static func == (a: Definition, b: Definition) -> Bool { a.spec.isEqual(to: b.spec) }

        /// The right-hand side in canonical form.
        public var description: String { spec.words.joined(separator: " ") }
    }
}
