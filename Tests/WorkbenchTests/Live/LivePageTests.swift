import Testing

@testable import Live
@testable import Workbench

/// The live page's document: self-contained, and with the hooks tests and users rely on.
@Suite("the live page")
struct LivePageTests {
    @Test func itLoadsNothingFromTheNetwork() {
        let page = LivePage.html
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        for reference in ["src=\"http", "href=\"http", "@import", "<link", "cdn"] {
            #expect(!page.lowercased().contains(reference.lowercased()), "\(reference)")
        }
        // The script is inline and ends once.
        #expect(page.components(separatedBy: "</script>").count == 2)
    }

    /// Its socket may live in a worker made from the page's own script (a blob: address), and
    /// the page is served cross-origin isolated so that the two can share memory.
    @Test func itMayStartAWorkerFromItsOwnScriptAndIsServedIsolated() {
        let page = LivePage.html
        #expect(page.contains("connect-src 'self'; worker-src blob:;"))
        #expect(
            LivePage.isolationHeaders.map { "\($0.name): \($0.value)" } == [
                "Cross-Origin-Opener-Policy: same-origin", "Cross-Origin-Embedder-Policy: require-corp",
            ])
    }

    @Test func itCarriesTheStableHooks() {
        let page = LivePage.html
        for hook in [
            "'data-curve'", "'data-point'", "'data-parameter'", "'data-reference': 'linear'", "data-action=\"undo\"",
            "data-action=\"redo\"", "data-action=\"play\"", "'data-action': 'export'", "'data-copy'", "id=\"duration\"", "id=\"speed\"",
        ] {
            #expect(page.contains(hook), "\(hook)")
        }
    }
}

/// `serve` as a command of the language.
@Suite("serve, the command")
struct ServeCommandTests {
    @Test(arguments: [
        ("serve", ServeRequest.start(port: 0, open: true), "serve"),
        ("serve port=8080 open=no", .start(port: 8080, open: false), "serve port=8080 open=no"),
        ("serve open=yes port=9000", .start(port: 9000, open: true), "serve port=9000"),
        ("serve stop", .stop, "serve stop"),
    ])
    func itReadsAndWritesItself(line: String, request: ServeRequest, canonical: String) throws {
        var transcript = Transcript(interactive: true)
        #expect(transcript.reply(line).serve == request)
        #expect(try Parser.parse(line)?.description == canonical)
    }

    @Test(arguments: [
        ("serve port=70000", "port"),
        ("serve port=-1", "port"),
        ("serve open=maybe", "open must be yes or no"),
        ("serve now", "expected an option KEY=VALUE"),
        ("serve stop now", "now"),
    ])
    func badWordsAreRefused(line: String, reason: String) {
        var transcript = Transcript(interactive: true)
        let reply = transcript.reply(line)
        #expect(reply.error?.contains(reason) == true, "\(line): \(reply.error ?? "accepted")")
        #expect(reply.serve == nil)
    }

    @Test func scriptsAreToldItNeedsTheShell() {
        var transcript = Transcript()
        let reply = transcript.reply("serve")
        #expect(
            reply.error
                == "serve needs the interactive shell: the page's edits run as commands typed there; start `curves --serve` on a terminal")
        #expect(reply.serve == nil)
    }
}
