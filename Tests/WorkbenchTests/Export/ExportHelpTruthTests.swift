import TestExpectations
import Testing

@testable import Workbench

/// `help export` says which platforms take what; each list in it is checked against what
/// `export` does on every format, so that the help cannot fall behind a writer.
@Suite("help export says what export does")
struct ExportHelpTruthTests {
    static let platforms = ["css", "swiftui", "uikit", "compose", "android", "material", "flutter", "motion", "gsap", "lottie"]
    static let formats = platforms + ["waapi", "swift", "objc"]

    /// The help text, on one line.
    static func help() -> String {
        var shell = Transcript()
        return shell.reply("help export").text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The words of the list that `help` writes between `before` and `after` ("a, b and c").
    static func listed(in help: String, after before: String, before after: String) -> Set<String> {
        guard let start = help.range(of: before), let end = help.range(of: after, range: start.upperBound..<help.endIndex) else {
            return []
        }
        let list = help[start.upperBound..<end.lowerBound]
        return Set(list.replacingOccurrences(of: " and ", with: ", ").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test("the platforms said to take a function in an animation are those whose animation of expo-decay is a function")
    func functionAnimations() {
        var shell = Transcript()
        #expect(shell.reply("e = expo-decay 5").error == nil)
        #expect(shell.reply("anim a x 0 100 duration=0.4 curve=e").error == nil)
        let writing = Set(Self.platforms.filter { shell.reply("export a \($0)").json["form"] == "function" })
        #expect(writing.count >= 2, "\(writing)")
        #expect(Self.listed(in: Self.help(), after: "else, in ", before: ", whose animations take a function") == writing)
    }

    @Test("the formats said to write a curve as keyframes are those that write bounce-out with form=keyframes")
    func keyframeCurves() {
        var shell = Transcript()
        let writing = Set(Self.formats.filter { shell.reply("export bounce-out \($0) form=keyframes").error == nil })
        #expect(writing.count >= 2, "\(writing)")
        #expect(Self.listed(in: Self.help(), after: "per segment (a curve in ", before: "; an animation everywhere") == writing)
    }

    @Test("every format the help names for form=function writes bounce-out with form=function, and no other does")
    func functionForms() {
        var shell = Transcript()
        let writing = Set(Self.formats.filter { shell.reply("export bounce-out \($0) form=function").error == nil })
        // "a Swift function for swiftui, uikit and swift, an Easing for compose, …": its words.
        let help = Self.help()
        let start = help.range(of: "takes as an easing (")
        let end = help.range(of: "); form=timing")
        let words =
            start.flatMap { start in
                end.map {
                    Set(
                        help[start.upperBound..<$0.lowerBound].replacingOccurrences(of: ",", with: " ").split(separator: " ").map(
                            String.init))
                }
            } ?? []
        let named = Set(Self.formats.filter(words.contains))
        #expect(writing.count >= 2, "\(writing)")
        #expect(named == writing)
    }

    @Test("every export word that is not a platform's is named in the help, with json")
    func otherFormats() {
        let help = Self.help()
        for word in ["waapi", "swift", "objc", "json"] {
            #expect(help.contains("\(word) ("), "help export does not name \(word)")
        }
    }
}
