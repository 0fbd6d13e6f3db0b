import CurveKit
import Platforms
import TestExpectations
import Testing

@testable import Workbench

/// A timeline's `defaults` are vars every tween it adds takes for the keys the tween does not
/// give (gsap-core.js: `_inheritDefaults` → `_setDefaults(vars, parent.vars.defaults)`, which
/// copies a default only where `!(p in vars)`), unless the tween sets `inherit: false`. The cases
/// are modelled on real projects' timelines, cited on each.
@Suite("gsap: a timeline's tweens take its defaults")
struct GSAPTimelineDefaultsTests {
    /// The curve `paste` defines, compared with `expected` over x = 0…1 (Penner's formulas are
    /// the reference: GSAP's powerN.out is Penner's ease-out of degree N + 1).
    static func expectCurve(_ shell: Transcript, _ expected: Curve, _ paste: String) throws {
        let read = try #require(shell.interpreter.session.curve(named: "c"), "\(paste)").curve
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(read.value(at: x), expected.value(at: x), absolute: 1e-12, "\(paste) at x = \(x)")
        }
    }

    /// carinaluise/green-for-growth app.js @ 3d70e8afa10f4af4ebb72d70021f053bf08bf87b: a timeline
    /// whose defaults ease "power1.out", then a tween with its own duration and ease. The tween's
    /// own ease wins; today the defaults object was read as the definition instead.
    @Test func aTweensOwnEaseWinsOverTheDefaults() throws {
        var shell = Transcript(width: 1000)
        let paste = """
            c = gsap const tl = gsap.timeline({ defaults: { ease: "power1.out" } });
            tl.to(".headline", { y: "85%", duration: 3, ease: "bounce.out" });
            """
        let reply = shell.reply(paste)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        try Self.expectCurve(shell, .penner(Penner(.bounce, .out)), paste)
        #expect(shell.interpreter.session.curve(named: "c")?.timing == CurveTiming(duration: 3, delay: nil))
    }

    /// Code5linger/JS_Animation Patagonia/Code.v2/script.js @ ef52c84ba3a6cd2a32244227ad6dbeda626a4717:
    /// defaults `{ duration: 0.75, ease: "Power3.easeOut" }` and `tl.fromTo(…)` tweens that give
    /// neither: each plays quart-out for 0.75 s.
    @Test func aTweenWithoutEaseOrDurationTakesBothFromTheDefaults() throws {
        var shell = Transcript(width: 1000)
        let paste = """
            c = gsap const tl = gsap.timeline({
              defaults: { duration: 0.75, ease: "Power3.easeOut" },
            });
            tl.fromTo(".photo", { x: "100%", opacity: 0.5 }, { x: 0, opacity: 1 }, "<20%");
            """
        let reply = shell.reply(paste)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        try Self.expectCurve(shell, .penner(Penner(.quart, .out)), paste)
        #expect(shell.interpreter.session.curve(named: "c")?.timing == CurveTiming(duration: 0.75, delay: nil))
        #expect(reply.text.contains("the timeline's defaults give the tween its duration and ease"), "\(reply.text)")
    }

    /// Defaults that also give a property the tweens animate (`opacity`) beside the ease: the
    /// tween takes the ease, and the property is no timing (reading it once stopped the program).
    @Test func defaultsThatAnimateAPropertyGiveOnlyTheirTiming() throws {
        for (tween, expected) in [("{ y: 30 }", Curve.penner(Penner(.back, .out))), ("{ ease: \"none\" }", .bezier(.linear))] {
            var shell = Transcript(width: 1000)
            let paste = """
                c = gsap const intro = gsap.timeline({ defaults: { opacity: 0, ease: "back" } });
                intro.from("h1", \(tween));
                """
            let reply = shell.reply(paste)
            #expect(reply.error == nil, "\(reply.error ?? "")")
            try Self.expectCurve(shell, expected, paste)
        }
    }

    /// Christiano0407/webMusic src/js/index.js @ 5f1941b38daee453d155c0828b236664d77efd87: the
    /// same in a file, a timeline easing "power1.out" by default and tweens that set only their
    /// duration: the tween keeps its own duration and takes the default ease.
    @Test func aFileTweenTakesTheDefaultEaseAndKeepsItsDuration() throws {
        let file = """
            import gsap from "gsap";

            const tl = gsap.timeline({ defaults: { ease: "power2.out", duration: 2 } });

            tl.to(".title", {
              x: "-25%",
              duration: 1,
              stagger: 0.25,
            });
            """
        var shell = Transcript(files: ["timeline.js": file], width: 1000)
        let reply = shell.reply("c = gsap file=timeline.js")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        try Self.expectCurve(shell, .penner(Penner(.cubic, .out)), "file=timeline.js")
        #expect(shell.interpreter.session.curve(named: "c")?.timing == CurveTiming(duration: 1, delay: nil))
    }

    /// A tween with `inherit: false` takes none of the defaults: GSAP's own default, power1.out.
    @Test func aTweenThatDoesNotInheritPlaysGSAPsDefault() throws {
        var shell = Transcript(width: 1000)
        let paste = """
            c = gsap const tl = gsap.timeline({ defaults: { ease: "power4.out" } });
            tl.to(".box", { x: 100, inherit: false });
            """
        let reply = shell.reply(paste)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        try Self.expectCurve(shell, .penner(Penner(.quad, .out)), paste)
    }

    /// A tween chained on the timeline call itself takes its defaults too.
    @Test func aTweenChainedOnTheTimelineTakesItsDefaults() throws {
        var shell = Transcript(width: 1000)
        let paste = #"c = gsap gsap.timeline({ defaults: { ease: "expo.in", duration: 0.4 } }).to(".box", { x: 100, ease: "sine.in" })"#
        let reply = shell.reply(paste)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        try Self.expectCurve(shell, .penner(Penner(.sine, .in)), paste)
        #expect(shell.interpreter.session.curve(named: "c")?.timing == CurveTiming(duration: 0.4, delay: nil))
    }
}
