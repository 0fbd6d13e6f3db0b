import Testing

@testable import Workbench

/// A paste without its platform word names the platform whose language it is and shows how to
/// write it; a declaration that platform refuses (`transition: none`) gives that platform's
/// reason, not another platform that happens to take a word of it.
@Suite("Platforms: wordless pastes and declarations without a timing function")
struct WordlessDeclarationTests {
    @Test func wordlessTransitionNamesCSSAndShowsHowToWriteIt() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = transition: opacity 0.2s ease-out")
        #expect(
            reply.error?.contains("write the platform first, a = css transition: opacity 0.2s ease-out") == true,
            "\(reply.error ?? reply.text)")
    }

    /// CSS Transitions 1 §2.1: `transition-property: none` transitions nothing; the shorthand's
    /// `none` is that property. No timing function plays.
    @Test func transitionNoneSaysThereIsNoTimingFunction() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = css transition: none")
        #expect(
            reply.error?.contains("nothing transitions (transition-property: none), so there is no timing function") == true,
            "\(reply.error ?? reply.text)")
        #expect(transcript.interpreter.session.curve(named: "a") == nil)
    }

    /// CSS Animations 1: an animation whose name is none runs nothing.
    @Test func animationNoneSaysThereIsNoTimingFunction() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = css animation: none")
        #expect(reply.error?.contains("no animation runs (animation-name: none)") == true, "\(reply.error ?? reply.text)")
    }

    /// Without the word, the same declaration is named as CSS with CSS's reason (GSAP, which
    /// reads the bare word `none` as its linear ease, is not offered).
    @Test func wordlessTransitionNoneGivesCSSsReason() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = transition: none")
        let error = reply.error ?? ""
        #expect(error.contains("is CSS") && error.contains("a = css transition: none says") && !error.contains("gsap"), "\(error)")
    }

    @Test func wordlessVarWithoutItsDeclarationGivesCSSsReason() {
        var transcript = Transcript(width: 1000)
        let reply = transcript.reply("a = var(--ease-out)")
        #expect(reply.error?.contains("a = css var(--ease-out) says") == true, "\(reply.error ?? reply.text)")
    }
}
