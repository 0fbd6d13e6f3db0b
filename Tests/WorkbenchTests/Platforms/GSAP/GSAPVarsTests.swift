import Testing

@testable import Workbench

/// A tween's vars bound against GSAPAPI.vars (gsap-core.js `_reservedProps`, `_initTween`):
/// every key GSAP does not read itself is a property it tweens, and `keyframes` make the
/// tween's ease pace a whole set of keyframes instead of one move.
@Suite("gsap: a tween's vars as GSAP reads them")
struct GSAPVarsTests {
    /// QnattapatQ/Pinterest-React src/components/LoadingState.jsx @ 8ffea03d5328a554249b8b571a1be677434d75f6:
    /// keyframes of scale (eased "power2.inOut" each) under the tween's `ease: "elastic"`. It was
    /// read as elastic.out, silently; GSAP paces the whole keyframe timeline with it instead.
    static let keyframesTween = """
        gsap.to(".logo-pin", {
            keyframes: {
              scale: [5, 10, 5, 250],
              opacity: 1,
              ease: "none",
              easeEach: "power2.inOut"
            },
            ease: "elastic",
            duration: 5,
            stagger: 0.2,
        });
        """

    @Test func aTweenWithKeyframesIsRefusedWithTheReason() {
        var transcript = Transcript()
        let reply = transcript.reply("a = gsap " + Self.keyframesTween)
        #expect(reply.error?.contains("GSAP tweens keyframes") == true, "\(reply.error ?? reply.text)")
        #expect(reply.error?.contains("not read") == true, "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a") == nil)
    }

    /// The same tween without its ease: GSAP eases the keyframe timeline with "none", not with
    /// its default power1.out, so the default is not read either.
    @Test func aTweenWithKeyframesAndNoEaseIsNotGivenTheDefault() {
        var transcript = Transcript()
        let reply = transcript.reply(#"a = gsap gsap.to(".logo-pin", { keyframes: { scale: [5, 10, 5, 250] }, duration: 5 })"#)
        #expect(reply.error?.contains(#"("none" when not given)"#) == true, "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a") == nil)
    }

    /// `x`, `rotation` and `backgroundColor` are properties GSAP tweens: nothing to report.
    @Test func animatedPropertiesAreNotReported() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(
            #"a = gsap gsap.to(".box", { x: 100, rotation: 360, backgroundColor: "red", duration: 0.6, ease: "power2.out" })"#)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(!reply.text.contains("has no key") && !reply.text.contains("animates"), "\(reply.text)")
    }

    /// `duraton` is no key of GSAP's: it tweens it as a property of the target, and the tween
    /// runs its default 0.5 s; the reply names the typo and keeps no duration.
    @Test func aKeyATypoAwayFromDurationIsNamedAndNotKept() throws {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply(#"a = gsap gsap.to(".box", { x: 100, duraton: 2, ease: "power2.out" })"#)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(
            reply.text.contains("GSAP animates `duraton` as a property of the target, not as duration (did you mean duration?)"),
            "\(reply.text)")
        #expect(!reply.text.contains("kept with the curve"), "\(reply.text)")
        let curve = try #require(transcript.interpreter.session.curve(named: "a")).curve
        for p in [0.25, 0.5, 0.75] { #expect(abs(curve.value(at: p) - (1 - (1 - p) * (1 - p) * (1 - p))) < 1e-12) }
    }
}
