import Platforms

/// A replay paced by the front end: the replayer, and the replayed session made the current one.
extension Interpreter {
    /// A replayer for `path`, for a front end that paces the replay itself.
    public func makeReplayer(path: String) throws(CommandError) -> Replayer {
        let (file, stamp) = try readStampedSession(path)
        var replayer = Replayer(path: path, file: file, settings: settings, fileSystem: fileSystem)
        replayer.stamp = stamp
        return replayer
    }

    /// Makes the replayed session the current one (one undoable change).
    /// The reply's JSON says whether it matched (`"matches"`). The comparison, O(size of the
    /// session), is made once.
    public mutating func finishReplay(_ replayer: Replayer, command: String) -> Reply {
        let comparison = replayer.comparison
        do {
            try adopt(replayer.resultingSession(comparison), journal: replayer.interpreter.journal, command: command)
        } catch {
            return Reply.failure(error.message)
        }
        if comparison.isEmpty {
            savedSession = replayer.file.session
            savedGeneration = nil
        }
        filePath = replayer.path
        fileStamp = replayer.stamp
        fileBase = replayer.stamp == nil ? nil : replayer.file.session
        return Reply(text: replayer.verdict(comparison), json: replayer.json(comparison))
    }
}
