import Foundation
import Workbench

/// Which session files each running shell saved, so that a shell whose `save` finds its file
/// changed on disk can say who changed it.
///
/// Beside its recovery file (`recovery-PID-START.json`) a shell keeps `recovery-PID-START.saves`:
/// one line per file it saved, `SIZE:HASH PATH` (the ``FileStamp`` of what it wrote and the
/// absolute path), the newest last. A clean exit removes it; a killed shell's stays until the
/// next shell starts and tidies the records of shells that are gone.
struct SaveRecords {
    /// This shell's record.
    let path: String
    /// The directory and the start of every shell's file name (`…/recovery`).
    let stem: String
    /// The saves written to ``path`` so far.
    private var written: [SavedFile] = []

    init(recoveryFile: String, stem: String) {
        path = Self.recordPath(of: recoveryFile)
        self.stem = stem
    }

    /// `…/recovery-PID-START.saves` for `…/recovery-PID-START.json`.
    static func recordPath(of recoveryFile: String) -> String {
        (recoveryFile.hasSuffix(".json") ? String(recoveryFile.dropLast(5)) : recoveryFile) + ".saves"
    }

    /// Writes the record again when the shell saved since.
    mutating func update(_ saves: [SavedFile]) {
        guard saves != written else { return }
        let lines = saves.map { "\($0.stamp) \(LocalFileSystem.absolute($0.path))\n" }.joined()
        if RecoveryFile.replace(path, with: lines) == nil { written = saves }
    }

    /// Removes this shell's record (a clean exit).
    func remove() {
        guard !written.isEmpty else { return }
        try? System.removeFile(path)
    }

    /// Who, among the shells that keep records next to `stem`, last saved `path` with content
    /// `stamp` (other than the shell whose record is `own`): "another curves shell (process
    /// 4242, still running)", or nil.
    static func writer(of path: String, stamp: FileStamp, stem: String, own: String) -> String? {
        let directory = AtomicWrite.directory(of: stem)
        let prefix = (stem as NSString).lastPathComponent + "-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let target = LocalFileSystem.absolute(path)
        for name in names.sorted() where name.hasPrefix(prefix) && name.hasSuffix(".saves") {
            let record = directory + "/" + name
            guard record != own, let text = try? String(contentsOfFile: record, encoding: .utf8) else { continue }
            let saved = text.split(separator: "\n").contains { line in
                let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                return parts.count == 2 && FileStamp(String(parts[0])) == stamp && String(parts[1]) == target
            }
            guard saved else { continue }
            let process = name.dropFirst(prefix.count).split(separator: "-").first.map(String.init) ?? "?"
            let recoveryFile = String(record.dropLast(".saves".count)) + ".json"
            return RecoveryFile.shellIsGone(recoveryFile)
                ? "a curves shell that was killed (process \(process))"
                : "another curves shell (process \(process), still running)"
        }
        return nil
    }
}
