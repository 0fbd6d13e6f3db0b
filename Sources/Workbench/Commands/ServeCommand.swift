import CurveKit

/// `serve [port=N] [open=no]` and `serve stop`: the live page in a browser, the same session as
/// the shell.
struct ServeCommand: CommandDeclaration {
    static let name = "serve"
    static let usage = "serve [port=N] [open=no] | serve stop"
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

    var action: ServeRequest

    static func parse(_ words: inout Words) throws(CommandError) -> ServeCommand {
        if words.peek?.text == "stop" {
            words.advance()
            return ServeCommand(action: .stop)
        }
        var options = try words.options(allowed: ["port", "open"])
        let port = try options.integer("port", default: 0, in: 0...65_535)
        let open = try options.yesNo("open", default: true)
        return ServeCommand(action: .start(port: port, open: open))
    }

    var words: [String] {
        switch action {
        case .stop: [Self.name, "stop"]
        case .start(let port, let open): [Self.name] + (port == 0 ? [] : ["port=\(port)"]) + (open ? [] : ["open=no"])
        }
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? ["stop", "port=", "open="] : ["port=", "open="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        guard interpreter.settings.interactive else {
            return try interpreter.fail("serve needs the interactive shell: the page's edits run as commands typed there; start `curves --serve` on a terminal")
        }
        var reply = Reply(text: "", json: .null)
        reply.serve = action
        return reply
    }
}

/// What `serve` asks of the front end: start the server (on `port`, 0 for a free one; open the
/// page in a browser or not) or stop it.
public enum ServeRequest: Sendable, Equatable {
    case start(port: Int, open: Bool)
    case stop
}
