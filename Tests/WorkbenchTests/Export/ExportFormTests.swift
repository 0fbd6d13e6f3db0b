import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// `export … form=function|timing|keyframes`: left out, the exact form (the timing curve where it
/// is exact, else the function, else the keyframes); each form asked for, or refused with what is
/// accepted. The keyframes form's own behaviours are in ``KeyframeFormTests``.
@Suite("export's forms")
struct ExportFormTests {
    @Test("bounce-out in Motion is a JavaScript function by default, exact, its comment stating the Bézier's 0.232")
    func functionByDefault() {
        var shell = Transcript()
        let reply = shell.reply("export bounce-out motion")
        #expect(reply.json["exact"] == true)
        #expect(reply.json["form"] == "function")
        #expect(reply.text.contains("const bounceOut = (t) => {"), "\(reply.text)")
        #expect(reply.text.contains("form=timing writes the least-squares cubic Bézier, max error 0.232"), "\(reply.text)")
    }

    @Test("form=timing writes the timing curve and its error, as before")
    func timingAsked() {
        var shell = Transcript()
        let reply = shell.reply("export bounce-out motion form=timing")
        #expect(reply.json["exact"] == false)
        #expect(reply.json["form"] == "timing")
        #expect(reply.text.contains("const bounceOut = [0.5653395, 0.9103463, 0, 0.7041495];"), "\(reply.text)")
    }

    @Test("a timing curve that is exact stays the default; form=function writes the function anyway")
    func exactTimingStays() {
        var shell = Transcript()
        #expect(shell.reply("export bounce-out gsap").text.contains("\"bounce.out\""))
        let function = shell.reply("export bounce-out gsap form=function")
        #expect(function.json["form"] == "function")
        #expect(function.text.contains("form=timing writes it exactly too"), "\(function.text)")
    }

    @Test("form=function is refused where the platform takes no code, naming what to use")
    func refusedWithoutFunctionForm() {
        var shell = Transcript()
        let (error, unchanged) = shell.refusal("export bounce-out css form=function")
        #expect(error?.contains("CSS") == true && error?.contains("takes no function as an easing") == true, "\(error ?? "")")
        #expect(error?.contains("use form=timing or leave form out") == true, "\(error ?? "")")
        #expect(unchanged)
    }

    @Test("form=function is refused for a curve without a closed form, naming the kinds that have one")
    func refusedWithoutClosedForm() {
        var shell = Transcript()
        let error = shell.refusal("export ease motion form=function").error
        #expect(error?.contains("has no closed form") == true && error?.contains("penner, steps") == true, "\(error ?? "")")
    }

    @Test("an unknown form lists the forms")
    func unknownForm() {
        var shell = Transcript()
        let error = shell.refusal("export bounce-out motion form=frames").error
        #expect(error?.contains("function, timing, keyframes") == true, "\(error ?? "")")
    }

    @Test("Flutter's function form is refused for a curve that does not run from 0 to 1, which Curve.transform forces")
    func flutterEnds() {
        var shell = Transcript()
        _ = shell.reply("s = steps 4 jump-start")
        let error = shell.refusal("export s flutter form=function").error
        #expect(error?.contains("returns t itself at t = 0 and 1") == true, "\(error ?? "")")
    }

    @Test("export all writes each platform's exact form: bounce-out is exact on 9 of 10, CSS and Lottie as keyframes", Thorough.only)
    func allShowsExactForms() {
        var shell = Transcript(width: 200)
        let text = shell.reply("export bounce-out all").text
        #expect(text.hasPrefix("bounce-out on every platform: exact on 9 of 10"), "\(text)")
        #expect(text.contains("motion    exact   0          (x) => x < 0.36363636363636365"), "\(text)")
        #expect(text.contains("css       exact   0          @keyframes bounce-out"), "\(text)")
        #expect(text.contains("lottie    exact   0          {\"t\": 0, \"s\": [0]"), "\(text)")
    }

    @Test("an animation the platform writes with a timing curve: form=function is refused, naming its curve")
    func animationRefusesFunction() {
        var shell = Transcript()
        _ = shell.reply("anim drop y 0 236 duration=1 curve=bounce-out")
        let error = shell.refusal("export drop uikit form=function").error
        #expect(error?.contains("export its curve bounce-out with form=function") == true, "\(error ?? "")")
    }
}
