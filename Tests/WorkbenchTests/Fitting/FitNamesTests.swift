import Testing

@testable import Workbench

/// Without `as NAME`, each family's fit has a name of its own, so fitting another family keeps
/// the first one's result (issue 33).
@Suite("fit: one default name per family")
struct FitNamesTests {
    @Test("a Bézier, keyframes, spring, spring-velocity and path fit of one target are five curves")
    func everyFamilyKeepsItsResult() throws {
        var shell = Transcript()
        let fits = [
            ("fit bounce-out", "bounce-out-fit", "bezier"),
            ("fit bounce-out segments=7", "bounce-out-keyframes", "keyframes"),
            ("fit bounce-out family=spring", "bounce-out-spring", "spring"),
            ("fit bounce-out family=spring-velocity", "bounce-out-spring-velocity", "spring"),
            ("fit bounce-out family=path segments=4", "bounce-out-path", "path"),
        ]
        for (command, _, _) in fits {
            let reply = shell.reply(command)
            #expect(reply.error == nil, "\(command): \(reply.error ?? "")")
        }
        for (command, name, kind) in fits {
            let curve = try #require(shell.interpreter.session.curve(named: name), "\(command) added \(name)")
            #expect(curve.curve.kind == kind, "\(name) is a \(curve.curve.kind)")
        }
    }

    @Test("the report says the name it added")
    func reportNamesIt() {
        var shell = Transcript()
        #expect(shell.reply("fit back-out family=spring").text.hasSuffix("added as back-out-spring"))
    }
}
