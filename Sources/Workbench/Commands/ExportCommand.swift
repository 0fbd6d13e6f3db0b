import CurveKit
import Foundation

/// `export CURVE|ANIM FORMAT [digits=N] [> FILE]`.
struct ExportCommand: CommandDeclaration {
    static let name = "export"
    static let usage = "export CURVE|ANIM css|swift|swiftui|objc|json [digits=N] [> FILE]"
    static let summary = "code to paste: CSS, Core Animation in Swift or Objective-C, SwiftUI, or the frames as JSON"
    static let details = """
        A curve that the format cannot express exactly is exported as its best approximation, with the max error in a comment.
        Control points, key times and key values have the fewest decimals that keep the curve within 1e-7 of the
        exact one; digits=N rounds them to N decimals instead. linear() stops are the approximation's own exact
        stops; json keeps every digit.
        """

    var curve: String
    var format: String
    var file: String?
    /// nil: the fewest decimals that keep the curve within 1e-7.
    var digits: Int?

    static func parse(_ words: inout Words) throws(CommandError) -> ExportCommand {
        let name = try words.curveName("NAME")
        guard let format = words.next() else { throw words.missing("FORMAT (css, swift, swiftui, objc or json)") }
        var digits: Int?
        while let option = try words.option(allowed: ["digits"]) {
            digits = try option.integer(in: 0...Digits.maximumDecimals)
        }
        var file: String?
        if let arrow = words.peek, arrow.text == ">" || arrow.text.hasPrefix(">") {
            words.advance()
            file = arrow.text.count > 1 ? String(arrow.text.dropFirst()) : try words.path()
        }
        return ExportCommand(curve: name, format: format.text, file: file, digits: digits)
    }

    var words: [String] {
        [Self.name, curve, format] + (digits.map { ["digits=\($0)"] } ?? []) + (file.map { [">", TextFormat.quoted($0)] } ?? [])
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        if position == 1 { return interpreter.allCurveNames + interpreter.animationNames }
        return position == 2 ? Exporter.Format.allCases.map(\.rawValue) : ["digits="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.export(interpreter, curve, format: format, file: file, digits: digits)
    }
}

extension ExportCommand {
    static func export(_ interpreter: Interpreter, _ name: String, format formatName: String, file: String?, digits requested: Int?) throws(CommandError) -> Reply {
        let digits = requested.map(Digits.decimals) ?? .fewest
        let text: String
        do {
            let format = try Exporter.Format(named: formatName)
            let cancelled = interpreter.settings.isCancelled ?? { false }
            if let animation = interpreter.session.animation(named: name) {
                text = try Exporter.export(animation: animation, format: format, digits: digits, isCancelled: cancelled)
            } else {
                text = try Exporter.export(curve: try interpreter.resolve(name).curve, named: name, format: format, digits: digits, isCancelled: cancelled)
            }
        } catch let error as ExportError {
            throw CommandError(error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
        if let file {
            do {
                try interpreter.fileSystem.write(Data(text.utf8), to: file)
            } catch {
                throw CommandError(error.message)
            }
            return Reply(text: "wrote \(formatName) for \(name) to \(file)",
                         json: ["name": .string(name), "format": .string(formatName), "file": .string(file)])
        }
        return Reply(text: text, json: ["name": .string(name), "format": .string(formatName), "text": .string(text)])
    }
}
