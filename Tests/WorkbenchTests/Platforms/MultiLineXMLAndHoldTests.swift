import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Two forms read wrong or not at all before (issue 35): an XML element spread over several
/// lines in a script or on standard input, and a Lottie hold keyframe written without handles.
@Suite("Platforms: multi-line XML elements and Lottie holds")
struct MultiLineXMLAndHoldTests {
    /// AOSP's own interpolator resources (aosp-mirror/platform_frameworks_base
    /// core/res/res/interpolator/fast_out_slow_in.xml and its neighbours) write a
    /// `<pathInterpolator` with one attribute per line; here the cubic (0.3, 0, 0.1, 1).
    static let lines = [
        "x = android <pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\"",
        "    android:controlX1=\"0.3\"",
        "    android:controlY1=\"0\"",
        "    android:controlX2=\"0.1\"",
        "    android:controlY2=\"1\" />",
    ]

    /// Each line but the last is held (no command yet); the last gives the lines joined, one command.
    static func expectHeldOpen(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var paste = PasteContinuation()
        for line in lines.dropLast() { #expect(paste.add(line) == nil, "\(line)", sourceLocation: sourceLocation) }
        #expect(paste.add(lines[lines.count - 1]) == lines.joined(separator: "\n"), sourceLocation: sourceLocation)
    }

    @Test("an XML start tag still open continues onto the next lines, which join it")
    func openStartTagContinues() {
        Self.expectHeldOpen(Self.lines)
    }

    @Test("the joined element reads as the PathInterpolator it is")
    func joinedElementReads() throws {
        var transcript = Transcript()
        let reply = transcript.reply(Self.lines.joined(separator: "\n"))
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(transcript.interpreter.session.curve(named: "x")?.curve)
        #expect(curve == .bezier(try CubicBezier(x1: 0.3, y1: 0, x2: 0.1, y2: 1)))
    }

    @Test("a comparison in code (t < 0.5, x<y) and a closed element do not continue the line")
    func lessThanIsNoTag() {
        var paste = PasteContinuation()
        #expect(paste.add("a = motion (t) => t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)") != nil)
        #expect(paste.add(#"a = android <pathInterpolator android:controlX1="0.3" />"#) != nil)
    }

    /// nickbutcher/plaid app/src/main/res/anim/grid_enter.xml
    /// @ 15958cc287f4a8efb2c39b65ca57cd41c7aad518, pasted into the shell line by line: a `<set>`
    /// whose start tag closes on its first line and whose children follow (here with the
    /// framework's decelerate_quint, DecelerateInterpolator(2.5), and a comment of our own).
    static let setLines = [
        #"g = android <set xmlns:android="http://schemas.android.com/apk/res/android" android:interpolator="@android:interpolator/decelerate_quint">"#,
        "    <!-- grows in: <scale> then <alpha> -->",
        #"    <scale android:fromXScale="0.2" android:toXScale="1.0" android:pivotX="50%" />"#,
        #"    <alpha android:fromAlpha="0.6""#,
        #"        android:toAlpha="1.0" />"#,
        "</set>",
    ]

    @Test("an XML element whose end tag has not come holds the paste open until it comes")
    func openElementContinues() {
        Self.expectHeldOpen(Self.setLines)
        var paste = PasteContinuation()
        #expect(paste.add(#"a = android <alpha android:fromAlpha="1.0"></alpha>"#) != nil, "an element closed on its line")
        #expect(paste.add(#"c = android <alpha android:fromAlpha="1.0"><![CDATA[ ]]></alpha>"#) != nil, "a CDATA section is no element")
    }

    /// gayanvoice/android-animations library/src/main/res/anim/bottom_to_up.xml
    /// @ ae05d0ecbf1f5ab1f3edc84ac751edb4d2dc8279 (numbers of our own): a resource file as it
    /// starts, with its XML declaration on a line of its own; a <set> whose child names no
    /// interpolator plays AccelerateDecelerate, (cos((t + 1)π) / 2) + 0.5 (AOSP Animation's
    /// ensureInterpolator).
    @Test("an XML declaration on the first line waits for the document's root element")
    func declarationWaitsForTheRoot() throws {
        let lines = [
            #"d = android <?xml version="1.0" encoding="utf-8"?>"#,
            "<!-- slides up -->",
            #"<set xmlns:android="http://schemas.android.com/apk/res/android">"#,
            #"    <translate android:fromYDelta="80%p" android:toYDelta="0%p" android:duration="600"/>"#,
            "</set>",
        ]
        Self.expectHeldOpen(lines)
        var transcript = Transcript()
        let reply = transcript.reply(lines.joined(separator: "\n"))
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(transcript.interpreter.session.curve(named: "d")?.curve)
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(curve.value(at: x) - (cos((x + 1) * Double.pi) / 2 + 0.5)) < 1e-12, "\(x)")
        }
    }

    @Test("a JSX start tag or a platform without XML files does not wait for an end tag")
    func jsxAndNonXMLPlatformsDoNotWait() {
        var paste = PasteContinuation()
        // An excerpt of a React component: the tag's children and end tag are not part of it.
        #expect(paste.add(#"a = motion <motion.div animate={{ x: 0 }} transition={{ ease: [0.34, 0.8, 0.34, 1] }}>"#) != nil)
        #expect(paste.add(#"b = css <div class="sheet">"#) != nil)
    }

    @Test("the joined <set> reads as the interpolator it shares with its children")
    func joinedSetReads() throws {
        var transcript = Transcript()
        let reply = transcript.reply(Self.setLines.joined(separator: "\n"))
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(transcript.interpreter.session.curve(named: "g")?.curve)
        // AOSP DecelerateInterpolator: 1 − (1 − t)^(2·factor).
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(curve.value(at: x) - (1 - pow(1 - x, 5))) < 1e-12, "\(x)")
        }
    }

    /// airbnb/lottie-web test/animations/banner.json @ bede03d25d232826e0c9dca1733d542d8a7754fb
    /// writes a hold keyframe as `{"t": 102, "s": […], "h": 1}`, with no handles (here a scalar of
    /// our own): the value stays until the next keyframe's time, then jumps (lottie-spec
    /// `docs/specs/properties.md`, hold keyframes).
    @Test("a hold keyframe without handles is a step at the next keyframe, read or found in a file")
    func holdWithoutHandles() throws {
        let json = #"{"a": 1, "k": [{"t": 0, "s": [20], "h": 1}, {"t": 12, "s": [80]}]}"#
        var transcript = Transcript(files: ["hold.json": json])
        let reply = transcript.reply("h = lottie file=hold.json")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(transcript.interpreter.session.curve(named: "h")?.curve)
        // Progress 0 until the end of the hold, 1 at its end: CSS steps(1, jump-end).
        for x in [0, 0.25, 0.5, 0.999] { #expect(curve.value(at: x) == 0, "\(x)") }
        #expect(curve.value(at: 1) == 1)
        #expect(reply.text.contains("hold keyframe"), "the reply says what it read:\n\(reply.text)")
    }
}
