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
}
