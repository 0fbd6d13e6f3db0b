import Testing

@testable import Platforms
@testable import Workbench

/// `help WORD` knows every word of the language, not only the commands: definition keywords,
/// kinds, platforms, built-in curves and the options of commands and definitions, all read from
/// the registries (issue 33).
@Suite("help for every word of the language")
struct HelpWordsTests {
    @Test(
        "a definition keyword gets its usage",
        arguments: [("import", "NAME = import FILE"), ("bezier", "NAME = bezier X1 Y1 X2 Y2"), ("spring", "stiffness=K")])
    func definitionKeyword(word: String, expected: String) throws {
        var shell = Transcript(width: 200)
        let reply = shell.reply("help \(word)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains(expected), "\(reply.text)")
    }

    @Test("every definition keyword, kind and platform word has help")
    func everyRegistryWord() {
        var shell = Transcript()
        let words = CurveDefinitions.keywords + CurveKinds.all.map { $0.kind } + Platform.words
        for word in words {
            #expect(shell.reply("help \(word)").error == nil, "help \(word)")
        }
    }

    @Test("every option, flag and keyword of every command has help that names a command taking it")
    func everyCommandOption() {
        var shell = Transcript(width: 400)
        for declaration in CommandRegistry.all {
            for word in declaration.argumentWords {
                let reply = shell.reply("help \(word)")
                #expect(reply.error == nil, "help \(word): \(reply.error ?? "")")
                #expect(reply.text.contains(declaration.usage), "help \(word) names \(declaration.name): \(reply.text)")
            }
        }
    }

    @Test("a definition's option, with or without its =, names the definitions taking it")
    func definitionOption() throws {
        var shell = Transcript(width: 200)
        for topic in ["file", "file="] {
            let reply = shell.reply("help \(topic)")
            #expect(reply.error == nil, "\(reply.error ?? "")")
            #expect(reply.text.contains("NAME = PLATFORM file=PATH [at=N]"), "\(reply.text)")
        }
        #expect(shell.reply("help columns").text.contains("NAME = import FILE"))
    }

    @Test("a built-in curve says what it is")
    func builtInCurve() {
        var shell = Transcript(width: 200)
        #expect(shell.reply("help bounce-out").text.contains("bounce-out: one of Penner's curves, built in"))
    }

    @Test("a word the language does not have is refused, with the closest word of any kind")
    func unknownWord() throws {
        var shell = Transcript()
        let error = try #require(shell.reply("help imprt").error)
        #expect(error == "no help for 'imprt': not a word of the language; did you mean 'import'?", "\(error)")
    }
}
