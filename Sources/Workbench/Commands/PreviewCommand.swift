/// `preview NAME … [html=FILE]`: a page that plays the curves in a browser.
struct PreviewCommand: CommandDeclaration {
    static let name = "preview"
    static let usage = "preview NAME [NAME …] [html=FILE]"
    static let summary = "a self-contained web page that plays each curve next to a linear one (default preview.html)"
    static let details = "Curves that are exactly cubic-bezier(), steps() or linear() use that CSS; others use linear() stops within half a pixel."

    var names: [String]
    var file: String

    static func parse(_ words: inout Words) throws(CommandError) -> PreviewCommand {
        var names: [String] = []
        var file = "preview.html"
        while !words.isAtEnd {
            if let option = try words.option(allowed: ["html"]) {
                guard !option.value.text.isEmpty else { throw CommandError("html= needs a FILE name", column: option.value.column) }
                file = option.value.text
            } else {
                names.append(try words.curveName("NAME"))
            }
        }
        if names.isEmpty { throw words.missing("at least one curve NAME") }
        return PreviewCommand(names: names, file: file)
    }

    var words: [String] { [Self.name] + names + ["html=\(quoted(file))"] }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        interpreter.allCurveNames + interpreter.animationNames + ["html="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try interpreter.preview(names, file: file)
    }
}
