import Foundation
import Platforms

/// The one rule for every command that writes a file (`save`, `export … >`, `plot … svg=`,
/// `preview … html=`): a file that exists and holds something this session did not write
/// there (a user's source file, a stylesheet) is not replaced unless the command says `force`.
/// A file is the session's to replace when it is missing, empty, already holds what is to be
/// written, or holds exactly what this session last wrote to it.
///
/// Every refusal says the same words, naming the command that would replace the file.
extension Interpreter {
    /// Whether `existing` (what `path` holds, nil when there is no such file) may be replaced by
    /// `data` without `force`.
    func mayReplace(_ path: String, holding existing: Data?, with data: Data) -> Bool {
        guard let existing, !existing.isEmpty, existing != data else { return true }
        return wroteFile(path, existing)
    }

    /// The refusal for a file this session did not write: `forced` is the command with `force`,
    /// `otherwise` another way out (`export … >> FILE to add to its end`).
    static func notReplacing(_ path: String, forced: String, otherwise: String? = nil) -> String {
        "\(path) exists and this session did not write it; not replacing it (\(forced) to replace it"
            + (otherwise.map { ", \($0)" } ?? "") + ")"
    }

    /// Writes `data` to `path` under the rule: refuses (changing nothing) when the file is not the
    /// session's to replace and `force` is not given. Returns what the file held before.
    @discardableResult
    mutating func replaceFile(
        _ path: String, with data: Data, force: Bool, forced: @autoclosure () -> String, otherwise: String? = nil
    ) throws(CommandError) -> Data? {
        let existing = try? fileSystem.contents(of: path)
        if !force {
            if existing == nil, fileSystem.fileExists(path) {
                // There, but unreadable (too large, no permission): not replaced blind.
                return try fail(Self.notReplacing(path, forced: forced(), otherwise: otherwise))
            }
            if !mayReplace(path, holding: existing, with: data) {
                return try fail(Self.notReplacing(path, forced: forced(), otherwise: otherwise))
            }
        }
        try writeFile(data, to: path)
        return existing
    }

    /// Writes `data` to `path` and remembers it as the session's; the caller has applied the rule.
    mutating func writeFile(_ data: Data, to path: String) throws(CommandError) {
        do {
            try fileSystem.write(data, to: path)
        } catch {
            throw CommandError(error.message)
        }
        rememberWritten(path, FileStamp(of: data))
    }

    /// Whether `data` is what this session last wrote to `path`.
    func wroteFile(_ path: String, _ data: Data) -> Bool {
        let stamp = FileStamp(of: data)
        return writtenFiles.last { fileSystem.samePlace($0.path, path) }?.stamp == stamp
    }

    mutating func rememberWritten(_ path: String, _ stamp: FileStamp) {
        let files = fileSystem
        var kept = writtenFiles.filter { !files.samePlace($0.path, path) }
        kept.append(SavedFile(path: path, stamp: stamp))
        writtenFiles = Array(kept.suffix(SavedFile.remembered))
    }

    /// Forgets that this session wrote `path` (its content is no longer all the session's).
    mutating func forgetWritten(_ path: String) {
        let files = fileSystem
        writtenFiles.removeAll { files.samePlace($0.path, path) }
    }
}

extension CommandDeclaration {
    /// The command's canonical text with its `force` flag set (`keyPath`): what a refusal offers.
    func text(forcing keyPath: WritableKeyPath<Self, Bool>) -> String {
        var forced = self
        forced[keyPath: keyPath] = true
        return forced.words.joined(separator: " ")
    }
}
