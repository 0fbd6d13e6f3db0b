/// Turns a line of text into a ``Command``, or a ``CommandError`` that names the word that
/// is wrong and what is accepted. Blank lines and comments parse to nil.
public enum Parser {
    /// The command on `line`; an error names the word that is wrong and where it is
    /// (``CommandError/span``, counting the line's `Character`s).
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        do {
            return try parseTokens(of: line)
        } catch {
            throw error.countingCharacters(of: line)
        }
    }

    private static func parseTokens(of line: String) throws(CommandError) -> Command? {
        var tokens = try Lexer.tokens(of: line)
        guard let first = tokens.first else { return nil }
        if let equals = first.text.firstIndex(of: "="), !first.quoted {
            // `name=…` written without spaces: split it into `name = …`.
            let name = String(first.text[..<equals])
            let rest = String(first.text[first.text.index(after: equals)...])
            tokens.removeFirst()
            let nameLength = name.unicodeScalars.count
            var split = [first.part(name, at: 0), first.part("=", at: nameLength)]
            if !rest.isEmpty { split.append(first.part(rest, at: nameLength + 1)) }
            tokens.insert(contentsOf: split, at: 0)
        }
        // `help =` asks about definitions; any other `WORD = …` defines a curve.
        let asksForHelp = !first.quoted && CommandCatalog.entry(named: first.text)?.name == "help"
        if tokens.count >= 2, tokens[1].text == "=", !tokens[1].quoted, !asksForHelp {
            return try parseDefinition(tokens)
        }
        var words = Words(tokens: Array(tokens.dropFirst()), command: first)
        guard let entry = CommandCatalog.entry(named: first.text), !first.quoted else {
            throw unknownCommand(first)
        }
        let command = try parseCommand(entry.name, &words)
        try words.expectEnd()
        return command
    }

    private static func parseCommand(_ name: String, _ words: inout Words) throws(CommandError) -> Command {
        switch name {
        case "point":
            let curve = try words.curveName("NAME")
            let index = try words.integer("the control point number", in: 1...2)
            return .point(curve: curve, index: index, x: try words.number("X"), y: try words.number("Y"))
        case "show": return .show(curve: try words.curveName("NAME"))
        case "list": return .list
        case "delete": return .delete(curve: try words.curveName("NAME"))
        case "rename": return .rename(from: try words.curveName("OLD"), to: try words.newName("NEW"))
        case "eval":
            let curve = try words.curveName("NAME")
            var xs: [Double] = []
            repeat {
                if xs.count == Limits.maximumEvalPoints, let extra = words.peek {
                    throw CommandError(
                        "eval takes at most \(Limits.maximumEvalPoints) x values, the limit for one eval; use sample for more", at: extra)
                }
                xs.append(try words.number("X"))
            } while !words.isAtEnd
            return .eval(curve: curve, xs: xs)
        case "sample":
            let curve = try words.curveName("NAME")
            let intervals = words.isAtEnd || words.peekIsOption
                ? Limits.defaultSampleIntervals
                : try words.integer("N", in: 1...Limits.maximumIntervals)
            var options = try words.options(allowed: ["from", "to"])
            return .sample(curve: curve, intervals: intervals, range: try options.inputRange())
        case "compare":
            let first = try words.curveName("A")
            let second = try words.curveName("B")
            var options = try words.options(allowed: ["samples", "from", "to"])
            let intervals = try options.integer("samples", default: Limits.defaultComparisonIntervals, in: 1...Limits.maximumIntervals)
            return .compare(first: first, second: second, intervals: intervals, range: try options.inputRange())
        case "plot":
            var curves: [String] = []
            var options = Command.PlotOptions()
            while !words.isAtEnd {
                if words.peek?.text == "handles" {
                    words.advance()
                    options.handles = true
                } else if let option = try words.option(allowed: ["width", "height", "svg", "title"]) {
                    if option.key == "svg" {
                        guard !option.value.text.isEmpty else { throw CommandError("svg= needs a FILE name", at: option.value) }
                        options.svg = option.value.text
                    } else if option.key == "title" {
                        guard !option.value.text.isEmpty else {
                            throw CommandError("title= needs a text; quote it if it has spaces: title=\"ease vs bounce\"", at: option.value)
                        }
                        options.title = option.value.text
                    } else if option.key == "width" {
                        options.width = try option.integer(in: 20...Limits.maximumPlotWidth)
                    } else {
                        options.height = try option.integer(in: 5...Limits.maximumPlotHeight)
                    }
                } else {
                    curves.append(try words.curveName("NAME"))
                }
            }
            if curves.isEmpty { throw words.missing("at least one curve NAME") }
            return .plot(curves: curves, options: options)
        case "save":
            var path: String?
            if let token = words.peek, !(token.text == "force" && !token.quoted) {
                path = try words.path()
            }
            var force = false
            if words.peek?.text == "force" {
                force = true
                words.advance()
            }
            return .save(path: path, force: force)
        case "new": return .new
        case "anim":
            var rest: [String] = []
            while let token = words.next() { rest.append(token.text) }
            return .animate(words: rest)
        case "frames":
            let name = try words.curveName("ANIM")
            var fps: Int?
            while let option = try words.option(allowed: ["fps"]) {
                fps = try option.integer(in: Animation.fpsRange)
            }
            return .frames(animation: name, fps: fps)
        case "export":
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
            return .export(name: name, format: format.text, file: file, digits: digits)
        case "preview":
            var names: [String] = []
            var file = "preview.html"
            while !words.isAtEnd {
                if let option = try words.option(allowed: ["html"]) {
                    guard !option.value.text.isEmpty else { throw CommandError("html= needs a FILE name", at: option.value) }
                    file = option.value.text
                } else {
                    names.append(try words.curveName("NAME"))
                }
            }
            if names.isEmpty { throw words.missing("at least one curve NAME") }
            return .preview(names: names, file: file)
        case "play":
            var names: [String] = []
            var speed = 1.0
            while !words.isAtEnd {
                if let option = try words.option(allowed: ["speed"]) {
                    speed = try Words.number(option.value, role: "speed", in: 0.01...100, usage: option.usage)
                } else {
                    names.append(try words.curveName("NAME"))
                }
            }
            if names.isEmpty { throw words.missing("at least one animation or curve NAME") }
            return .play(names: names, speed: speed)
        case "describe":
            // describe "text" (the session), or describe NAME "text" / describe NAME words…
            guard let first = words.next() else { throw words.missing("TEXT") }
            var rest: [String] = []
            while let token = words.next() { rest.append(token.text) }
            if rest.isEmpty { return .describe(curve: nil, text: first.text) }
            try Words.checkCurveReference(first)
            return .describe(curve: first.text, text: rest.joined(separator: " "))
        case "fit": return .fit(try parseFit(&words))
        case "linear":
            let target = try words.curveName("TARGET")
            var name: String?
            var tolerance: Double?
            while let token = words.peek {
                if token.text == "as" && !token.quoted {
                    words.advance()
                    name = try words.newName("NAME")
                } else if let option = try words.option(allowed: ["tolerance"]) {
                    tolerance = try Words.number(option.value, role: "tolerance", in: Limits.toleranceRange, usage: option.usage)
                } else {
                    break
                }
            }
            guard let tolerance else { throw words.missing("tolerance=E") }
            return .linear(target: target, name: name, tolerance: tolerance)
        case "target":
            let curve = try words.curveName("NAME")
            let other = try words.curveName("OTHER")
            return .target(curve: curve, other: other == "none" ? nil : other)
        case "recover":
            if words.isAtEnd { return .recover(.only) }
            if words.peek?.text == "discard" {
                words.advance()
                return .recover(.discard(try words.integer("N", in: 1...1_000_000)))
            }
            return .recover(.number(try words.integer("N", in: 1...1_000_000)))
        case "replay":
            let path = try words.path()
            var step = false
            var delay = 0.0
            while let token = words.peek {
                if token.text == "step" && !token.quoted {
                    step = true
                    words.advance()
                } else if let option = try words.option(allowed: ["delay"]) {
                    delay = try Words.number(option.value, role: "delay", in: 0...60, usage: option.usage)
                } else {
                    break
                }
            }
            return .replay(path: path, step: step, delay: delay)
        case "diff":
            let first = try words.path()
            return .diff(first: first, second: words.isAtEnd ? nil : try words.path())
        case "load": return .load(path: try words.path())
        case "undo": return .undo
        case "redo": return .redo
        case "history": return .history
        case "help":
            return .help(topic: words.isAtEnd ? nil : words.next()?.text)
        case "quit": return .quit
        default: throw CommandError("unknown command '\(name)'")
        }
    }

    private static func parseFit(_ words: inout Words) throws(CommandError) -> Command.FitRequest {
        var request = Command.FitRequest(target: try words.curveName("TARGET"))
        // The words that can clash, so that an error points at the second of a pair.
        var segmentsWord: Token?, toleranceWord: Token?, smoothWord: Token?
        while let token = words.peek {
            if token.text == "as" && !token.quoted {
                words.advance()
                request.name = try words.newName("NAME")
            } else if token.text == "smooth" && !token.quoted {
                words.advance()
                request.smooth = true
                smoothWord = token
            } else if let option = try words.option(allowed: ["samples", "segments", "tolerance", "digits"]) {
                switch option.key {
                case "samples": request.samples = try option.integer(in: Limits.fitSamples)
                case "digits": request.digits = try option.integer(in: 0...Digits.maximumDecimals)
                case "segments":
                    request.segments = try option.integer(in: 1...Limits.maximumSegments)
                    segmentsWord = token
                default:
                    request.tolerance = try Words.number(option.value, role: "tolerance", in: Limits.toleranceRange, usage: option.usage)
                    toleranceWord = token
                }
            } else {
                throw CommandError(
                    "unexpected '\(Names.shortened(token.text))'; usage: \(CommandCatalog.entry(named: "fit")?.usage ?? "fit TARGET")",
                    at: token)
            }
        }
        if let segmentsWord, let toleranceWord {
            throw CommandError("give segments=K or tolerance=E, not both",
                               at: segmentsWord.column > toleranceWord.column ? segmentsWord : toleranceWord)
        }
        if request.smooth && !request.isKeyframeFit {
            throw CommandError("smooth applies to keyframe fits: add segments=K or tolerance=E", span: smoothWord?.span)
        }
        return request
    }

    private static func parseDefinition(_ tokens: [Token]) throws(CommandError) -> Command {
        let nameToken = tokens[0]
        if let problem = Names.problem(with: nameToken.text) {
            throw CommandError(problem, at: nameToken)
        }
        var words = Words(tokens: Array(tokens.dropFirst(2)), command: tokens[1])
        guard let kind = words.next() else {
            throw CommandError(
                "nothing after '=': expected a curve kind (help curves lists them), a preset or a curve name",
                span: words.placeOfMissingWord)
        }
        let definition = try DefinitionParser.parse(kind: kind, &words)
        try words.expectEnd()
        return .define(name: nameToken.text, definition: definition)
    }

    private static func unknownCommand(_ token: Token) -> CommandError {
        var message = "unknown command '\(Names.shortened(token.text))'"
        if let suggestion = Suggestions.closest(to: token.text, among: CommandCatalog.commandWords) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += " (type help for the list of commands)"
        return CommandError(message, at: token)
    }
}
