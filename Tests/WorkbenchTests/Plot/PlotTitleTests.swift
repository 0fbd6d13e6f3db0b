import Foundation
import Testing

@testable import Platforms
@testable import Workbench

@Suite("plot title=TEXT")
struct PlotTitleTests {
    @Test("a quoted title with spaces parses, prints back and parses again to the same command")
    func roundTrip() throws {
        let command = try #require(try Parser.parse(#"plot ease bounce-out title="ease vs bounce" width=40"#))
        #expect(command == .plot(curves: ["ease", "bounce-out"], options: Command.PlotOptions(width: 40, title: "ease vs bounce")))
        #expect(try Parser.parse(command.description) == command)
    }

    @Test("an option's value may be quoted, but a quoted word is never an option")
    func quotedValues() throws {
        let command = try #require(try Parser.parse(#"plot ease svg="my plots/ease.svg""#))
        #expect(command == .plot(curves: ["ease"], options: Command.PlotOptions(svg: "my plots/ease.svg")))
        #expect(try Parser.parse(command.description) == command)
        #expect(throws: CommandError.self) { try Parser.parse(#"plot ease "title=x""#) }
    }

    @Test("the title is centred over the terminal plot and names the SVG figure")
    func titleIsDrawn() {
        var shell = Transcript()
        let text = shell.reply(#"plot ease title="the ease preset" width=40"#).text
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.trimmingCharacters(in: .whitespaces) == "the ease preset")
        #expect(first.hasPrefix("  "))
        _ = shell.reply(#"plot ease title="the ease preset" svg=e.svg"#)
        #expect(shell.files.text("e.svg")?.contains("the ease preset") == true)
    }

    @Test("an empty title is refused with a hint")
    func emptyTitle() {
        var shell = Transcript()
        #expect(shell.reply(#"plot ease title="""#).error?.contains("title= needs a text") == true)
    }
}
