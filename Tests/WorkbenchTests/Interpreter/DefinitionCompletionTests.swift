import Testing

@testable import Workbench

/// Tab completion after `NAME =`: the platform words with the definition keywords, then the
/// options of the definition typed, and file names after `file=` (issue 33).
@Suite("tab completion of definitions")
struct DefinitionCompletionTests {
    @Test(
        "after NAME = and a definition keyword",
        arguments: [
            ("x = sw", ["swiftui"]),
            ("x = fl", ["flutter"]),
            ("x = spring st", ["stiffness="]),
            ("x = spring d", ["damping=", "duration=", "damping-fraction="]),
            ("x = import curve.csv f", ["fps="]),
            ("x = css f", ["file="]),
        ])
    func offered(line: String, expected: [String]) {
        let shell = Transcript()
        #expect(CompletionTests.offered(line, in: shell) == .words(expected), "\(line)")
    }

    @Test(
        "a declared definition offers what its arguments declare: a keyword's words in its place, an option's values",
        arguments: [
            ("x = steps 4 j", ["jump-start", "jump-end", "jump-none", "jump-both"]),
            ("x = steps 4 jump-e", ["jump-end"]),
            ("x = oscillation stiffness=", ["light", "medium", "heavy"]),
            ("x = oscillation bounces=3 overshoot=n", ["no"]),
        ])
    func declaredValues(line: String, expected: [String]) {
        let shell = Transcript()
        #expect(CompletionTests.offered(line, in: shell) == .words(expected), "\(line)")
    }

    @Test("file= after a platform completes file names")
    func fileNames() {
        let shell = Transcript()
        #expect(CompletionTests.offered("x = css file=sty", in: shell) == .files)
    }
}
