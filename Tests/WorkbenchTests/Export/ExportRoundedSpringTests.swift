import Testing

@testable import Platforms
@testable import Workbench

/// digits=N rounds a spring's numbers; where the rounded code is no spring that settles, there is
/// no error to state, and export says so instead of printing it (a generated case found
/// `dampingFraction: 0` exported with a stated error).
@Suite("export: a spring rounded past recognition")
struct ExportRoundedSpringTests {
    @Test("a damping fraction rounded to 0 by digits=0 is refused with the code and what to do")
    func dampingRoundedToZeroIsRefused() {
        var shell = Transcript()
        _ = shell.reply("s = spring mass=1 stiffness=25.000000000000014 damping=5")
        let reply = shell.reply("export s swiftui digits=0")
        #expect(
            reply.error
                == "digits=0 rounds s's spring to Animation.spring(response: 1, dampingFraction: 0, blendDuration: 0), which SwiftUI does not run as a spring that settles; give more digits"
        )
    }

    @Test("the same spring with digits=2 still exports")
    func twoDigitsExport() {
        var shell = Transcript()
        _ = shell.reply("s = spring mass=1 stiffness=25.000000000000014 damping=5")
        #expect(shell.reply("export s swiftui digits=2").error == nil)
    }
}
