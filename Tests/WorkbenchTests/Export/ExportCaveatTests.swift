import TestExpectations
import Testing

@testable import Workbench

/// A caveat belongs to the form written, and every stated error names its unit (issue 33).
@Suite("export: caveats of the form written, errors with their unit")
struct ExportCaveatTests {
    @Test("a spring exported to Android or Flutter carries no Bézier's rendering note", arguments: ["android", "flutter"])
    func springsCarryNoBezierNote(_ platform: String) {
        var shell = Transcript()
        #expect(shell.reply("card = spring mass=1 stiffness=200 damping=20").error == nil)
        let text = shell.reply("export card \(platform)").text
        #expect(!text.contains("PathInterpolator to a polyline") && !text.contains("Cubic bisects"), "\(text)")
    }

    @Test("a Bézier exported to Android or Flutter keeps its rendering note", arguments: ["android", "flutter"])
    func beziersKeepTheirNote(_ platform: String) {
        var shell = Transcript()
        #expect(shell.reply("b = bezier 0.1 0.7 0.2 1").error == nil)
        let text = shell.reply("export b \(platform)").text
        #expect(text.contains("PathInterpolator to a polyline") || text.contains("Cubic bisects"), "\(text)")
    }

    @Test("an animation's CSS export names the unit of its error, as export all does", Thorough.only)
    func animationErrorsNameTheirUnit() {
        var shell = Transcript()
        #expect(shell.reply("anim bounce opacity 0 1 duration=0.5 curve=elastic-out").error == nil)
        let css = shell.reply("export bounce css").text
        #expect(css.contains("max error 0.000971 in the property's units"), "\(css)")
        #expect(shell.reply("export bounce all").text.contains("(max error in progress 0…1)"))
    }
}
