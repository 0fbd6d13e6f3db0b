import Foundation
import Live
import Workbench

/// `serve`: the live page runs inside the shell. Its messages wake the shell from its wait for
/// keys; each edit becomes the command `edit` or a typed line would be, shown under the prompt
/// with its reply, added to the history, journaled and written to the recovery file exactly as
/// a typed one; and after every change, from either side, the pages are sent what changed.
extension Shell {
    /// Starts or stops the server (`serve`, `serve stop`).
    mutating func serve(_ request: ServeRequest) {
        switch request {
        case .stop:
            guard let live else {
                _ = try? printer.show(.failure("serve is not running (serve starts it)"), line: 0, location: nil)
                return
            }
            let port = live.access.port
            stopServing()
            _ = try? Output.line("stopped serving on 127.0.0.1:\(port)")
        case .start(let port, let open):
            if let live, let reason = live.hub.stopReason {
                // The server stopped by itself: start it again.
                printer.notice("the live page's server had stopped (\(reason)); starting it again")
                stopServing()
            }
            if let live {
                _ = try? Output.line(live.access.pageAddress)
                printer.notice("already serving; serve stop ends it")
                return
            }
            // One token for the shell's life: a page left open finds the server again after
            // `serve stop` and `serve` on the same port.
            var random = SystemRandomNumberGenerator()
            let token = liveToken ?? LiveAccess.makeToken(using: &random)
            liveToken = token
            do {
                live = try LiveServer.start(port: port, token: token)
            } catch {
                _ = try? printer.show(.failure(error.message), line: 0, location: nil)
                return
            }
            publishToPage(force: true)
            guard let live else { return }
            _ = try? Output.line(live.access.pageAddress)
            printer.notice("the page is this session: its edits run here as commands; serve stop or quitting ends it")
            if open { openInBrowser(live.access.pageAddress) }
        }
    }

    /// Ends the server, if it runs (`serve stop`, and whenever the shell ends).
    mutating func stopServing() {
        live?.stop()
        live = nil
        liveSnapshot = LiveSnapshot()
        livePublishedRevision = -1
    }

    /// Sends the pages what changed in the session since the last time (or `force`: an update
    /// even when nothing changed).
    mutating func publishToPage(force: Bool = false) {
        guard let live, let update = publishedUpdate(force: force) else { return }
        live.hub.publish(update)
    }

    /// The pages' update for what changed since the last one published (nil when nothing did,
    /// unless `force`), marked as published.
    mutating func publishedUpdate(force: Bool = false) -> LiveUpdate? {
        guard live != nil, force || interpreter.revision != livePublishedRevision else { return nil }
        livePublishedRevision = interpreter.revision
        return liveSnapshot.update(for: interpreter)
    }

    /// How long the shell runs the pages' messages before it reads the keyboard again: about a
    /// frame, so that keys typed during a flood of edits wait at most that long.
    static let pageSliceSeconds = 0.012

    /// Runs what the pages sent, in order, for at most ``pageSliceSeconds`` (the rest waits for
    /// the next turn, after the keys). Each edit runs as if typed. The pages are told of the
    /// edits only once the recovery file holds them, written once for the whole slice, so that an
    /// edit the page was told is done survives a kill and a burst costs one fsync; the terminal
    /// and the history get them right after (the page waits for the disk, not for the terminal).
    mutating func servePage(editor: LineEditor, lineNumber: inout Int, history: inout HistoryFile?, recovery: inout RecoveryFile?) {
        guard let live else { return }
        if let reason = live.hub.stopReason {
            editor.hideLine()
            stopServing()
            printer.notice("the live page's server stopped: \(reason); serve starts it again")
            return
        }
        live.hub.drainWakeUps()
        let end = System.monotonicSeconds() + Self.pageSliceSeconds
        var done: [(client: Int, update: LiveUpdate?, answer: String, command: String, reply: Reply)] = []
        // The edits run so far are acknowledged once the recovery file holds them (before anything
        // else is answered); then they are shown and added to the history, as if typed.
        func acknowledge() {
            guard !done.isEmpty else { return }
            recovery?.update(from: interpreter)
            for edit in done { live.hub.publish(edit.update, answering: (edit.client, edit.answer)) }
            editor.hideLine()
            for edit in done {
                _ = try? Output.line(Self.prompt + edit.command)
                history?.add(edit.command)
                lineNumber += 1
                _ = try? printer.show(edit.reply, line: lineNumber, location: nil, source: edit.command)
            }
            done.removeAll()
        }
        while System.monotonicSeconds() < end, let message = live.hub.takeMessage() {
            let request: LiveRequest
            let command: String?
            do throws(LiveError) {
                request = try LiveRequest(parsing: message.text)
                command = try request.command(in: interpreter)
            } catch {
                acknowledge()
                live.hub.send(LiveSnapshot.reply(id: error.id, command: nil, text: "", error: error.message), to: message.client)
                continue
            }
            guard let command else {
                acknowledge()
                if case .sync = request.action { live.hub.sendWholeSession(to: message.client) }
                if case .export(let name) = request.action {
                    if interpreter.session.curve(named: name) == nil {
                        live.hub.send(
                            LiveSnapshot.reply(
                                id: request.id, command: nil, text: "", error: "there is no curve called '\(name)' in the session"),
                            to: message.client)
                    } else {
                        live.exporter.request(id: request.id, curve: name, in: interpreter, from: message.client)
                    }
                }
                if case .compare(let a, let b) = request.action {
                    live.hub.send(LiveComparison.message(id: request.id, a: a, b: b, in: interpreter), to: message.client)
                }
                continue
            }
            // As if typed at the prompt (Ctrl-C reaches it as it would a typed command).
            editor.beginCommand()
            let reply = interpreter.execute(command)
            editor.endCommand()
            let answer = LiveSnapshot.reply(id: request.id, command: command, text: reply.text, error: reply.error)
            done.append((message.client, publishedUpdate(), answer, command, reply))
        }
        acknowledge()
        if live.hub.hasMessages { live.hub.wakeShell() }
    }

    /// Opens the page with xdg-open (macOS: open) when the system has it; says so otherwise
    /// (the address is printed). Linux's `open` is another program (openvt): never that.
    func openInBrowser(_ address: String) {
        let path = terminal.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        #if os(macOS)
        let names = ["open"]
        #else
        let names = ["xdg-open"]
        #endif
        let opener = names.lazy.flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let opener else {
            printer.notice("no xdg-open here: open the address in a browser")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { printer.notice("could not run \(opener): open the address in a browser") }
    }
}
