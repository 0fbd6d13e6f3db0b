import CurveKit
import Platforms

/// `serve [port=N] [open=no]` and `serve stop`: the live page in a browser, the same session as
/// the shell.
struct ServeCommand: CommandDeclaration {
    static let name = "serve"
    static let summary = "a live page in the browser that is this session: drag handles, watch curves run, export"
    static let details = """
        Starts a server on 127.0.0.1 (a free port, or port=N) and prints the page's address, which
        carries a random token: only that address, from this machine, gets the page. The page shows
        every curve with handles to drag (a drag becomes one command in this shell, as if typed,
        undone by undo here or there), squares that run each curve in the browser's own animation
        engine next to a linear dot, and each platform's export. Whatever changes here shows there
        at once. The page can only move points, set an editable curve's numbers, undo and redo.
        The browser opens unless open=no; serve stop or quitting the shell ends the server. Only
        in the interactive shell (`curves --serve` starts one serving).
        """

    var action = ServeRequest.start(port: 0, open: true)

    static var arguments: [Argument<Self>] {
        [
            .option("port", "N", \.port, .integer(in: 0...65_535), default: 0),
            .option("open", "no", \.opens, .yesNo, default: true),
            .alone("stop", \.stops),
        ]
    }

    private var stops: Bool {
        get { action == .stop }
        set { if newValue { action = .stop } }
    }

    private var port: Int {
        get { if case .start(let port, _) = action { port } else { 0 } }
        set { action = .start(port: newValue, open: opens) }
    }

    private var opens: Bool {
        get { if case .start(_, let open) = action { open } else { true } }
        set { action = .start(port: port, open: newValue) }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        guard interpreter.settings.interactive else {
            return try interpreter.fail(
                "serve needs the interactive shell: the page's edits run as commands typed there; start `curves --serve` on a terminal")
        }
        var reply = Reply(text: "", json: .null)
        reply.serve = action
        return reply
    }
}
