import Testing

@testable import Workbench

/// A keyframes animation written without FROM and TO takes its key values as the property's
/// values (docs/reference.md, `anim drop position.y keyframes=ball`): the frame table names that column
/// for what it holds, and `compare` speaks of the values the animation takes (issue 33).
@Suite("keyframes animations: the frame table's column and compare's words")
struct KeyframesFrameColumnTests {
    static func shell() -> Transcript {
        var shell = Transcript()
        _ = shell.reply("ball = keyframes 0:32 ease-in 0.5:268 ease-out 1:268")
        _ = shell.reply("anim drop position.y keyframes=ball duration=1")
        _ = shell.reply("anim slide position (150,32) (300,32) duration=0.5 curve=back-out")
        return shell
    }

    @Test("frames of a keyframes animation without FROM and TO: the key values are not called progress")
    func keyValuesColumn() throws {
        var shell = Self.shell()
        let reply = shell.reply("frames drop fps=2")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let header = try #require(reply.text.split(separator: "\n").first)
        #expect(header.split(separator: " ") == ["frame", "time", "ball", "value"], "\(reply.text)")
        // The first frame holds the first key value, 32, in both columns.
        let first = reply.text.split(separator: "\n")[1].split(separator: " ")
        #expect(first[2] == "32.000000" && first[3] == "32", "\(reply.text)")
    }

    @Test("frames of a curve animation keep the progress column")
    func progressColumn() throws {
        var shell = Self.shell()
        let header = try #require(shell.reply("frames slide fps=10").text.split(separator: "\n").first)
        #expect(header.split(separator: " ") == ["frame", "time", "progress", "value"])
    }

    @Test("compare of a point animation with a number animation names values each one takes")
    func compareNamesTakenValues() throws {
        var shell = Self.shell()
        let error = try #require(shell.reply("compare slide drop").error)
        #expect(!error.contains("0 is a number"), "\(error)")
        #expect(error.contains("32 is a number"), "\(error)")
    }
}
