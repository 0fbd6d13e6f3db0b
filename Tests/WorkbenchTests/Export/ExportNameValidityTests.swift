import Foundation
import Testing

@testable import Workbench

/// A curve or an animation may be called anything the session accepts, `class` and `fun`
/// included; what `export` writes declares it under a name that the platform's language
/// accepts. Checked by the languages' own parsers: node for JavaScript (Motion, GSAP), kotlinc
/// for Kotlin (Compose, Android), swiftc for Swift (SwiftUI, UIKit). Dart (Flutter) has no
/// compiler here: its names are checked against the escaping rule only.
@Suite("Exported names are valid in each platform's language")
struct ExportNameValidityTests {
    /// Keywords of one or more of the languages, and an ordinary name.
    static let names = [
        "class", "fun", "in", "var", "function", "final", "this", "when", "is", "typeof", "yield", "let", "val", "object",
        "my-curve",
    ]

    /// What `export` writes for a curve and for an animation of each name, in `dialect`.
    static func exports(_ dialect: Dialect) -> [String] {
        var curves = Transcript(width: 1000)
        var animations = Transcript(width: 1000)
        return names.flatMap { name -> [String] in
            _ = curves.reply("\(name) = ease-out")
            _ = animations.reply("anim \(name) opacity 0 1 duration=0.3 curve=ease-out")
            return [curves.reply("export \(name) \(dialect.rawValue)").text, animations.reply("export \(name) \(dialect.rawValue)").text]
        }
    }

    @Test(
        "JavaScript: node parses every Motion and GSAP export", .enabled(if: ExportToolchain.shouldRun("node"), "no node on PATH"),
        arguments: [Dialect.motion, .gsap])
    func javaScriptParses(dialect: Dialect) throws {
        let node = try #require(ExportToolchain.find("node"), "node is needed to parse the JavaScript exports")
        for code in Self.exports(dialect) {
            let result = try ExportToolchain.run(node, ["--check"], source: code, fileExtension: "mjs")
            #expect(result.status == 0, "\(result.output)\n\(ExportToolchain.numbered(code))")
        }
    }

    @Test("Swift: swiftc parses every SwiftUI and UIKit export", arguments: [Dialect.swiftui, .uikit])
    func swiftParses(dialect: Dialect) throws {
        let swiftc = try #require(ExportToolchain.swiftc)
        let source = Self.exports(dialect).enumerated().map { "func export\($0.offset)() {\n\($0.element)\n}" }.joined(separator: "\n")
        let result = try ExportToolchain.run(swiftc, ["-parse"], source: source, fileExtension: "swift")
        #expect(result.status == 0, "\(result.output)\n\(ExportToolchain.numbered(source))")
    }

    /// kotlinc checks types too: names it cannot resolve (the platforms' classes are not here)
    /// are expected; any other error is the code's.
    @Test(
        "Kotlin: kotlinc finds nothing wrong but the platforms' missing classes in Compose and Android exports",
        .enabled(if: ExportToolchain.shouldRun("kotlinc"), "no kotlinc on PATH (apt-get install -y kotlin)"))
    func kotlinParses() throws {
        let kotlinc = try #require(ExportToolchain.find("kotlinc"), "kotlinc (Debian's kotlin) is needed to check the Kotlin exports")
        let codes = Self.exports(.compose) + Self.exports(.android)
        let source = codes.enumerated().map { "fun export\($0.offset)() {\n\($0.element)\n}" }.joined(separator: "\n")
        let result = try ExportToolchain.run(kotlinc, ["-d", "out"], source: source, fileExtension: "kt")
        let errors = result.output.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("unresolved reference") }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\n\(ExportToolchain.numbered(source))")
    }

    @Test("Dart: a reserved word gets a trailing underscore, and a suffix makes it no word at all")
    func dartNames() {
        #expect(CodeText.dartIdentifier("class") == "class_")
        #expect(CodeText.dartIdentifier("class", suffix: "Controller") == "classController")
        let flutter = Self.exports(.flutter).joined(separator: "\n")
        #expect(!flutter.contains("`"), "Dart has no backtick names: \(flutter)")
        #expect(flutter.contains("final class_ = "))
    }
}
