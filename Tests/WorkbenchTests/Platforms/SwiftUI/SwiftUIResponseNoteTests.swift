import Testing

@testable import Platforms
@testable import Workbench

/// docs/platforms.md: a SwiftUI response "is taken as the undamped period, which Apple implies
/// but does not state (the reply says so)". Every form that takes a response says so.
@Suite("swiftui: a pasted response is said to be read as the undamped period")
struct SwiftUIResponseNoteTests {
    @Test(
        "the reply to a spring given by its response says how the response was read",
        arguments: [
            ".spring(response: 0.3, dampingFraction: 0.7)", "Animation.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0)",
            "Spring(response: 0.5, dampingRatio: 0.8)", ".interactiveSpring(response: 0.2, dampingFraction: 0.9)",
        ])
    func responseIsNamed(code: String) {
        var shell = Transcript()
        let reply = shell.reply("s = swiftui \(code)")
        #expect(reply.error == nil)
        #expect(reply.text.contains("response is taken as the undamped period 2π/√k"), "\(reply.text)")
    }

    @Test("a spring given without a response carries no such note")
    func noResponseNoNote() {
        var shell = Transcript()
        let reply = shell.reply("s = swiftui .spring(duration: 0.5, bounce: 0.2)")
        #expect(reply.error == nil)
        #expect(!reply.text.contains("undamped period"), "\(reply.text)")
    }
}
