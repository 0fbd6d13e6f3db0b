import Testing

@testable import Platforms
@testable import Workbench

/// `anim` reads its words through its declared arguments like every command, so each mistake in
/// them points at the word that is wrong (issue 24): the column and length of the word, or of
/// the value after `key=`.
@Suite("anim's errors point at the wrong word")
struct AnimErrorPlaceTests {
    /// A bad line, the place of its error and the start of its message, as in ``ErrorPlaceTests``.
    typealias BadAnim = ErrorPlaceTests.BadLine

    @Test(
        "every bad argument of anim has its caret",
        arguments: [
            // The name and the key path.
            BadAnim(line: "anim 1a opacity 0 1 duration=1 curve=ease", column: 6, length: 2, message: "invalid animation name \"1a\""),
            BadAnim(line: "anim a 9lives 0 1 duration=1 curve=ease", column: 8, length: 6, message: "invalid key path \"9lives\""),
            // The values: unreadable, of two kinds, one missing, one too many.
            BadAnim(line: "anim a opacity 0 x duration=1 curve=ease", column: 18, length: 1, message: "cannot read \"x\" as a value"),
            BadAnim(
                line: "anim a opacity 0 (1,2) duration=1 curve=ease", column: 18, length: 5,
                message: "FROM and TO must be the same kind of value"),
            BadAnim(
                line: "anim a opacity 0 duration=1 curve=ease", column: 16, length: 1, message: "anim needs both FROM and TO (got only 0)"),
            BadAnim(
                line: "anim a opacity 0 1 2 duration=1 curve=ease", column: 20, length: 1,
                message: "anim takes two values, FROM and TO (got 3: 0 1 2)"),
            // An option's value: the part after `=`.
            BadAnim(
                line: "anim a opacity 0 1 duration=soon curve=ease", column: 29, length: 4, message: "duration must be a number of seconds"),
            BadAnim(
                line: "anim a opacity 0 1 duration=-1 curve=ease", column: 29, length: 2,
                message: "duration must be a number of seconds greater than 0"),
            BadAnim(line: "anim a opacity 0 1 duration=1 curve=ease fps=6.5", column: 46, length: 3, message: "fps must be a whole number"),
            BadAnim(
                line: "anim a opacity 0 1 duration=1 curve=ease fps=0", column: 46, length: 1,
                message: "fps must be a whole number of frames per second from 1 to 1000"),
            BadAnim(
                line: "anim a opacity 0 1 duration=1 curve=ease delay=-1", column: 48, length: 2,
                message: "delay must be a number of seconds from 0"),
            BadAnim(
                line: "anim a opacity 0 1 duration=1 curve=ease repeat=0", column: 49, length: 1,
                message: "repeat must be a whole number from 1"),
            BadAnim(line: "anim a opacity 0 1 duration=1 curve=", column: 37, length: 1, message: "curve= needs a value"),
            // A whole word: an unknown option, one given twice, two that exclude each other, too many frames.
            BadAnim(
                line: "anim a opacity 0 1 duration=1 curve=ease colour=red", column: 42, length: 10, message: "unknown option \"colour=\""),
            BadAnim(
                line: "anim a opacity 0 1 duration=1 duration=2 curve=ease", column: 31, length: 10, message: "duration= is given twice"),
            BadAnim(
                line: "anim a opacity 0 1 duration=1 curve=ease keyframes=k", column: 42, length: 11,
                message: "give either curve=CURVE or keyframes=CURVE, not both"),
            BadAnim(
                line: "anim a opacity 0 1 duration=2000 curve=ease fps=1000", column: 45, length: 8,
                message: "2000 s at 1000 fps would be more than 1000000 frames"),
            // A missing option: just after the last word.
            BadAnim(line: "anim a opacity 0 1 duration=1", column: 30, length: 1, message: "anim needs curve=CURVE"),
            BadAnim(
                line: "anim a opacity duration=1 curve=ease", column: 15, length: 1,
                message: "anim needs FROM and TO values after the key path"),
            // anim's leniencies keep the place: `duration = soon` is one word from `duration` to `soon`.
            BadAnim(
                line: "anim a opacity 0 1 duration = soon curve=ease", column: 29, length: 6,
                message: "duration must be a number of seconds"),
        ])
    func caret(of bad: BadAnim) {
        do {
            _ = try Parser.parse(bad.line)
            Issue.record("expected an error for \(bad.line)")
        } catch {
            #expect(error.message.hasPrefix(bad.message), "\(error.message)")
            #expect(error.span == SourceSpan(column: bad.column, length: bad.length), "\(error.message)")
        }
    }

    @Test("the shell's reply to a bad anim carries the place, and the session is unchanged")
    func replyCarriesThePlace() {
        var shell = Transcript()
        let reply = shell.reply("anim slide opacity 0 1 duration=soon curve=ease")
        #expect(reply.error?.hasPrefix("duration must be a number of seconds") == true)
        #expect(reply.errorSpan == SourceSpan(column: 33, length: 4))
        #expect(shell.interpreter.session.animations.isEmpty)
    }
}
