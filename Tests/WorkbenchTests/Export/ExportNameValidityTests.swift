import Foundation
import TestExpectations
import Testing

@testable import Platforms
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
        "default", "my-curve",
    ]

    /// The curve (an AnimationFixtures name) the curves and animations of every name are on.
    static let curve = "ease-out"

    /// The names a curve only a function writes exactly is exported under: every one with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run); in `swift test` every third (class, var, this, typeof,
    /// val: reserved words of each language), since its export also fits the approximations
    /// it states, seconds each unoptimised.
    static let functionNames = Thorough.subset(names, every: 3)

    /// What `export` writes for a curve and for an animation of each name, and for a curve only
    /// a function writes exactly (bounce-out: the function form) of each of ``functionNames``,
    /// in `platform`.
    static func exports(_ platform: Platform) -> [String] {
        var curves = Transcript(width: 1000)
        var animations = Transcript(width: 1000)
        var functions = Transcript(width: 1000)
        return names.flatMap { name -> [String] in
            _ = curves.reply("\(name) = \(curve)")
            _ = animations.reply("anim \(name) opacity 0 1 duration=0.3 curve=\(curve)")
            let function = functionNames.contains(name)
            if function { _ = functions.reply("\(name) = bounce-out") }
            return (function ? [curves, animations, functions] : [curves, animations]).map { session in
                var session = session
                return session.reply("export \(name) \(platform.rawValue)").text
            }
        }
    }

    /// `source` with its `import` lines first, each once, and the rest as the bodies of
    /// functions `export0`, `export1`, … (one per export, so that their names do not collide).
    static func compilationUnit(_ codes: [String], keyword: String) -> String {
        var imports: [String] = []
        let bodies = codes.enumerated().map { index, code in
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines where line.hasPrefix("import ") && !imports.contains(line) { imports.append(line) }
            return "\(keyword) export\(index)() {\n" + lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n") + "\n}"
        }
        return (imports + bodies).joined(separator: "\n")
    }

    @Test(
        "JavaScript: node parses every Motion and GSAP export", .enabled(if: ExportToolchain.shouldRun("node"), "no node on PATH"),
        Thorough.only, arguments: ExportRuns.platforms(of: "ExportNameValidityTests.javaScriptParses"))
    func javaScriptParses(platform: Platform) throws {
        let node = try #require(ExportToolchain.find("node"), "node is needed to parse the JavaScript exports")
        for code in Self.exports(platform) {
            let result = try ExportToolchain.run(node, ["--check"], source: code, fileExtension: "mjs")
            #expect(result.status == 0, "\(result.output)\n\(ExportToolchain.numbered(code))")
        }
    }

    @Test(
        "Swift: swiftc parses every SwiftUI and UIKit export", Thorough.only,
        arguments: ExportRuns.platforms(of: "ExportNameValidityTests.swiftParses"))
    func swiftParses(platform: Platform) throws {
        let swiftc = try #require(ExportToolchain.swiftc)
        let source = Self.compilationUnit(Self.exports(platform), keyword: "func")
        let result = try ExportToolchain.run(swiftc, ["-parse"], source: source, fileExtension: "swift")
        #expect(result.status == 0, "\(result.output)\n\(ExportToolchain.numbered(source))")
    }

    /// kotlinc checks types too: names it cannot resolve (the platforms' classes are not here),
    /// and a method that overrides nothing for want of its interface, are expected; any other
    /// error is the code's.
    @Test(
        "Kotlin: kotlinc finds nothing wrong but the platforms' missing classes in Compose and Android exports",
        .enabled(if: ExportToolchain.shouldRun("kotlinc"), "no kotlinc on PATH (apt-get install -y kotlin)"), Thorough.only)
    func kotlinParses() throws {
        let kotlinc = try #require(ExportToolchain.find("kotlinc"), "kotlinc (Debian's kotlin) is needed to check the Kotlin exports")
        let codes = ExportRuns.platforms(of: "ExportNameValidityTests.kotlinParses").flatMap(Self.exports)
        let source = Self.compilationUnit(codes, keyword: "fun")
        let result = try ExportToolchain.run(kotlinc, ["-d", "out"], source: source, fileExtension: "kt")
        let errors = result.output.split(separator: "\n").filter {
            $0.contains("error:") && !$0.contains("unresolved reference") && !$0.contains("overrides nothing")
        }
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

    @Test(
        "a name the language reserves is declared escaped or renamed, and the export says so under its header",
        arguments: [
            ("class", Platform.motion, "// class is a reserved word in JavaScript, so the code declares it as class_", "const class_ = "),
            ("default", .gsap, "// default is a reserved word in JavaScript, so the code declares it as default_", "const default_ = "),
            ("let", .swiftui, "// let is a reserved word in Swift, so the code declares it as `let`", "let `let` = "),
            ("fun", .compose, "// fun is a reserved word in Kotlin, so the code declares it as `fun`", "val `fun` = "),
            ("in", .android, "// in is a reserved word in Kotlin, so the code declares it as `in`", "val `in` = "),
            ("var", .flutter, "// var is a reserved word in Dart, so the code declares it as var_", "final var_ = "),
            (
                "default", .css, "/* default is a reserved word in CSS, so the code declares it as default-animation */",
                ":root { --default-animation: "
            ),
        ])
    func renamingIsStated(name: String, platform: Platform, note: String, declaration: String) {
        var shell = Transcript(width: 1000)
        _ = shell.reply("\(name) = ease-out")
        let lines = shell.reply("export \(name) \(platform.rawValue)").text.split(separator: "\n").map(String.init)
        #expect(lines.count >= 3 && lines[1] == note, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(declaration) }, "\(lines)")
    }

    @Test("a name the language takes as typed gets no such note")
    func ordinaryNameHasNoNote() {
        var shell = Transcript(width: 1000)
        _ = shell.reply("my-curve = ease-out")
        for platform in Platform.allCases {
            #expect(!shell.reply("export my-curve \(platform.rawValue)").text.contains("reserved word"), "\(platform.rawValue)")
        }
    }
}
