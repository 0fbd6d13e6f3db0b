import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Issue 23's smaller untruths: articles, GSAP directions, what a name may be, Float ranges,
/// and SwiftUI's own preconditions.
@Suite("Words that are true")
struct TruthfulWordsTests {
    @Test("an elastic-out curve, an expr curve, a spring curve")
    func articles() {
        var shell = Transcript(width: 400)
        _ = shell.reply("e = elastic-out")
        #expect(shell.reply("export e css").text.contains("/* e: an elastic-out curve is not exact in CSS"))
        _ = shell.reply("x = expr t*t")
        _ = shell.reply("s = spring")
        #expect(shell.reply("anim a opacity 0 1 duration=1 keyframes=x").error?.contains("x is an expr curve") == true)
        #expect(shell.reply("anim b opacity 0 1 duration=1 keyframes=s").error?.contains("s is a spring curve") == true)
        #expect(Names.withArticle("oscillation") == "an oscillation")
        #expect(Names.withArticle("bezier") == "a bezier")
    }

    @Test("gsap back.inOut(3) is described as in-out, made from back.out as GSAP makes it")
    func gsapDirection() {
        var shell = Transcript(width: 400)
        let text = shell.reply("g = gsap back.inOut(3)").text
        #expect(text.contains("GSAP back.inOut(3): y = (1 − out(1 − 2p))/2 for p < ½, ½ + out(2p − 1)/2 after, out(p) = "))
        #expect(!text.contains("back.out ="))
        // back.in(2) is exactly a cubic Bézier: its echo is the CSS export writes; show gives the formula.
        #expect(shell.reply("h = gsap back.in(2)").text.contains("\n  cubic-bezier(0.333333, 0, 0.6666667, -0.6666667)"))
        #expect(shell.reply("show h").text.contains("GSAP back.in(2): y = in(p) = 1 − out(1 − p), out(p) = "))
        #expect(shell.reply("i = gsap expo.out").text.contains("GSAP expo.out: y = out(p) = 1 − in(1 − p), in(p) = "))
    }

    @Test("日本 = ease is refused saying what a name is: ASCII letters, digits, - and _")
    func asciiNames() {
        var shell = Transcript()
        let error = shell.reply("日本 = ease").error ?? ""
        #expect(error.contains("a name starts with an ASCII letter (a–z, A–Z)"), "\(error)")
        #expect(shell.reply("aé = ease").error?.contains("'é' is not allowed; a name starts with an ASCII letter") == true)
        #expect(shell.reply("anim 日 opacity 0 1").error?.contains("ASCII letter") == true)
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("a spring whose numbers overflow Kotlin's Float is not written as an exact spring<Float>", Thorough.only)
    func floatRange() {
        var shell = Transcript(width: 400)
        _ = shell.reply("a = spring stiffness=1 damping=1e150")
        for platform in ["compose", "android"] {
            let text = shell.reply("export a \(platform) form=timing").text
            #expect(!text.contains("e149f"), "\(text)")
            #expect(!text.contains(": exact"), "\(text)")
            #expect(text.contains("not exact"), "\(text)")
        }
        #expect(Kotlin.fitsFloat(3e38) && !Kotlin.fitsFloat(4e38) && !Kotlin.fitsFloat(1e-40) && Kotlin.fitsFloat(0))
    }

    @Test("SwiftUI's response and damping fraction are checked as SwiftUI defines them, at the argument")
    func swiftUIPreconditions() {
        var shell = Transcript(width: 400)
        let reply = shell.reply("g = swiftui .spring(response: -0.5, dampingFraction: 0.8)")
        #expect(reply.error?.contains("SwiftUI's response is a duration in seconds, greater than 0") == true, "\(reply.error ?? "")")
        #expect(shell.reply("g = swiftui .interactiveSpring(response: -0.15)").error?.contains("response") == true)
        #expect(
            shell.reply("g = swiftui .spring(response: 0.5, dampingFraction: -0.5)").error?.contains("dampingFraction is 0 or more") == true
        )
        #expect(shell.reply("g = swiftui Spring(response: 0.5, dampingRatio: -1)").error?.contains("dampingRatio is 0 or more") == true)
        #expect(shell.interpreter.session.isEmpty)
        #expect(shell.reply("g = swiftui .spring(response: 0.5, dampingFraction: 0.8)").error == nil)
    }
}
