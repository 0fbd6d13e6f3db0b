import CurveKit
import Foundation

extension Interpreter {
    mutating func animate(_ words: [String], text: String) throws(CommandError) -> Reply {
        let animation: Animation
        do {
            animation = try Animation.parse(arguments: words) { name in
                (try? resolve(name))?.curve
            }
        } catch {
            throw CommandError(error.message)
        }
        if Names.reserved.contains(animation.name) {
            return try fail("\"\(animation.name)\" is a reserved word; choose another name")
        }
        let replaced = session.animation(named: animation.name) != nil
        if !replaced && session.animationCount >= Limits.maximumAnimations {
            return try fail("the session already holds \(session.animationCount) animations, the limit of animations per session; delete some or start a new session")
        }
        try commit(.defineAnimation(animation), command: text)
        var lines = ["\(animation.name): \(animation.summary)"]
        if replaced { lines.append("  (replaced the previous \(animation.name); undo brings it back)") }
        var json = animation.json
        if case .object(let members) = json { json = .object([("command", "anim")] + members) }
        return Reply(text: lines.joined(separator: "\n"), json: json)
    }

    func animation(_ name: String) throws(CommandError) -> Animation {
        if let animation = session.animation(named: name) { return animation }
        var message = "unknown animation '\(name)'"
        if let suggestion = Suggestions.closest(to: name, among: session.animations.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        if session.curve(named: name) != nil { message += " ('\(name)' is a curve)" }
        return try fail(message)
    }

    func frames(_ name: String, fps: Int?) throws(CommandError) -> Reply {
        let animation = try animation(name)
        do {
            let frames = try animation.frames(fps: fps)
            var json = FrameTable.json(animation, frames: frames, fps: fps)
            if case .object(let members) = json, members.first?.key != "command" {
                json = .object([("command", "frames")] + members)
            }
            return Reply(text: FrameTable.text(frames), json: json)
        } catch {
            throw CommandError(error.message)
        }
    }

    func compareAnimations(_ first: String, _ second: String) throws(CommandError) -> Reply {
        let a = try animation(first)
        let b = try animation(second)
        do {
            let comparison = try AnimationComparison(a, b)
            var json = comparison.json
            if case .object(let members) = json, members.first?.key != "command" {
                json = .object([("command", "compare")] + members)
            }
            return Reply(text: comparison.text, json: json)
        } catch {
            throw CommandError(error.message)
        }
    }

    func export(_ name: String, format formatName: String, file: String?, digits requested: Int?) throws(CommandError) -> Reply {
        let digits = requested.map(Digits.decimals) ?? .fewest
        let text: String
        do {
            let format = try Exporter.Format(named: formatName)
            let cancelled = settings.isCancelled ?? { false }
            if let animation = session.animation(named: name) {
                text = try Exporter.export(animation: animation, format: format, digits: digits, isCancelled: cancelled)
            } else {
                text = try Exporter.export(curve: try resolve(name).curve, named: name, format: format, digits: digits, isCancelled: cancelled)
            }
        } catch let error as ExportError {
            throw CommandError(error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
        if let file {
            do {
                try fileSystem.write(Data(text.utf8), to: file)
            } catch {
                throw CommandError(error.message)
            }
            return Reply(text: "wrote \(formatName) for \(name) to \(file)",
                         json: ["command": "export", "name": .string(name), "format": .string(formatName), "file": .string(file)])
        }
        return Reply(text: text, json: ["command": "export", "name": .string(name), "format": .string(formatName), "text": .string(text)])
    }

    /// `play`: asks the front end to animate the tracks (``Reply/play``), or, where it cannot
    /// (``Settings/playUnavailableReason``), shows their frames and says why.
    func play(_ names: [String], speed: Double) throws(CommandError) -> Reply {
        var tracks: [PlayTrack] = []
        for name in names {
            if let animation = session.animation(named: name) {
                tracks.append(PlayTrack(animation))
            } else {
                tracks.append(PlayTrack(curve: try resolve(name).curve, named: name))
            }
        }
        let request = PlayRequest(tracks: tracks, speed: speed)
        if let reason = settings.playUnavailableReason {
            return Reply(text: request.fallbackText(reason: reason), json: request.fallbackJSON(names: names, reason: reason))
        }
        var reply = Reply(text: "", json: [
            "command": "play", "names": .array(names.map(JSONValue.string)), "speed": .number(speed), "animated": true,
        ])
        reply.play = request
        return reply
    }
}

extension Interpreter {
    mutating func renameAnimation(_ old: String, to new: String, text: String) throws(CommandError) -> Reply {
        if session.curve(named: new) != nil || session.animation(named: new) != nil {
            return try fail("'\(new)' is already taken; delete it first or choose another name")
        }
        let renamed: Animation
        do {
            renamed = try session.animation(named: old)!.renamed(new)
        } catch {
            throw CommandError(error.message)
        }
        var next = session
        next.replaceAnimation(named: old, with: renamed)
        try commit(.replaceSession(next), command: text)
        return Reply(text: "renamed \(old) to \(new)", json: ["command": "rename", "from": .string(old), "to": .string(new)])
    }
}

extension Interpreter {
    /// `preview`: curves, and animations as the curve that paces them (a raw-value keyframes
    /// animation's curve scaled from its first to its last value, so the ball runs 0 → 1).
    func preview(_ names: [String], file: String) throws(CommandError) -> Reply {
        var curves: [NamedCurve] = []
        for name in names {
            if let animation = session.animation(named: name) {
                curves.append(NamedCurve(name: name, curve: Self.previewCurve(of: animation), description: animation.summary))
            } else {
                curves.append(try resolve(name))
            }
        }
        let page: String
        do {
            page = try PreviewPage.render(curves)
        } catch let error as CurveError {
            throw CommandError("cannot preview: \(error.message)")
        } catch {
            throw CommandError("cannot preview: \(error)")
        }
        do { try fileSystem.write(Data(page.utf8), to: file) } catch { throw CommandError(error.message) }
        return Reply(
            text: "wrote \(file): open it in a browser to watch \(names.joined(separator: ", ")) move",
            json: ["command": "preview", "curves": .array(names.map(JSONValue.string)), "file": .string(file)])
    }

    static func previewCurve(of animation: Animation) -> Curve {
        let (start, end) = animation.playedProgressRange
        guard (start, end) != (0, 1), start != end, case .keyframes(let keyframes) = animation.curve,
            let scaled = try? Keyframes(times: keyframes.times, values: keyframes.values.map { ($0 - start) / (end - start) },
                                        segments: keyframes.segments)
        else { return animation.curve }
        return .keyframes(scaled)
    }
}
