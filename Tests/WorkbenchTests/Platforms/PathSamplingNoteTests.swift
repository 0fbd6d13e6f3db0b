import Testing

@testable import Workbench

/// Android's `PathInterpolator` and Compose's `PathEasing` take the path exactly as data and
/// play it as a polyline within 0.002 (AOSP PathInterpolator.java `initPath`, androidx
/// animation-core PathEasing.kt `Precision = 0.002f`): the export calls the data exact and says so.
@Suite("A path form's export says how the platform plays it")
struct PathSamplingNoteTests {
    @Test(
        "keyframes of Béziers as a path: exact, with the platform's sampling in the header",
        arguments: [
            ("android", "Android flattens a PathInterpolator to a polyline within 0.002"),
            ("compose", "Compose samples a PathEasing into a polyline within 0.002"),
        ])
    func pathFormNamesItsSampling(platform: String, note: String) {
        var shell = Transcript(width: 300)
        _ = shell.reply("w = keyframes 0:0 ease-in 0.4:1 ease-out 0.7:0.8 ease-in-out 1:1")
        let header = shell.reply("export w \(platform)").text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header == "// w: exact (\(note))", "\(header)")
    }

    /// motion-utils easing/cubic-bezier.ts bisects t at most 12 times (stopping early within
    /// 1e-7 in x), so an ease array plays up to a few 1e-4 off the Bézier. The figures were
    /// computed apart from curves: that bisection against a 200-step one, at the 2,001 even x
    /// every export's error is stated over (x = 0, 0.0005, …, 1; at 1,001 x, in Python, (0.4, 0,
    /// 0.2, 1) read 3.5178e-4 at x = 0.299; at 2,001, node running Motion's bisection,
    /// LibraryEaseRunTests, 3.61026e-4 at x = 0.3385) — (0.4, 0, 0.2, 1) lands 3.6103e-4 off at
    /// x = 0.3385, Motion's easeOut (0, 0, 0.58, 1) 3.6156e-4 off at x = 0.335. A straight line
    /// is played exactly.
    @Test(
        "an ease array or a named Bézier: exact, with how far Motion's bisection lands in the header",
        arguments: [
            (
                "c = bezier 0.4 0 0.2 1", "c",
                " (Motion's cubicBezier stops bisecting after 12 halvings, so Motion's values differ from these by up to 3.6103e-04 (at x = 0.3385))"
            ),
            (
                "o = ease-out", "o",
                " (Motion's cubicBezier stops bisecting after 12 halvings, so Motion's values differ from these by up to 3.6156e-04 (at x = 0.335))"
            ),
            ("l = bezier 0.25 0.25 0.75 0.75", "l", ""),
        ])
    func motionBezierNamesItsBisection(definition: String, name: String, note: String) {
        var shell = Transcript(width: 300)
        _ = shell.reply(definition)
        let header = shell.reply("export \(name) motion").text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header == "// \(name): exact\(note)", "\(header)")
    }
}
