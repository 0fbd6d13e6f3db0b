import CReadline
import Workbench

/// The shell's command history, kept across runs in one file.
///
/// The file is `$CURVES_HISTORY`, else `$XDG_STATE_HOME/curves/history`, else
/// `~/.local/state/curves/history`. Each line is appended as soon as it is entered, so a killed
/// shell loses nothing. When the file cannot be written, or is larger than
/// `Limits.maximumFileSize` (readline would read all of it), the shell still works; it says why
/// once on stderr and from then on keeps history in memory only.
struct HistoryFile {
    /// Entries kept in the file and in memory.
    static let limit: Int32 = 1000

    let path: String
    private(set) var isWritable = false

    /// Where history lives, from the environment; nil when not even HOME is known.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["CURVES_HISTORY"], !path.isEmpty { return path }
        // The XDG spec says to ignore relative paths in its variables.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/curves/history" }
        guard let home = environment["HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? System.homeDirectoryOfUser() else { return nil }
        return home + "/.local/state/curves/history"
    }

    /// Opens (creating if needed) the history file and loads its entries into readline.
    init?(environment: [String: String]) {
        guard let path = Self.path(environment: environment) else {
            Output.diagnostic("curves: history will not be kept: neither CURVES_HISTORY, XDG_STATE_HOME nor HOME is set")
            return nil
        }
        self.path = path
        if let problem = Self.prepare(path) ?? Self.sizeProblem(path) {
            Output.diagnostic("curves: history will not be kept in \(path): \(problem)")
            return
        }
        isWritable = true
        _ = curves_read_history(path)
        curves_limit_history(Self.limit, path)
    }

    /// Adds an entered line (not blank ones, nor a repeat of the previous line).
    mutating func add(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        if let last = curves_last_history_line(), String(cString: last) == line { return }
        add_history(line)
        guard isWritable else { return }
        let code = curves_append_history(1, path)
        if code != 0 {
            isWritable = false
            Output.diagnostic("curves: history will not be kept in \(path) any more: \(SystemError(code: code).message)")
        }
    }

    /// Creates the directory and the file (readline's append_history will not create it).
    /// Returns why that failed, or nil.
    private static func prepare(_ path: String) -> String? {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            if let problem = makeDirectories(String(path[..<slash])) { return problem }
        }
        do throws(SystemError) {
            System.closeFile(try System.openFile(path, for: .appending, creatingWith: 0o600))
        } catch {
            return error.message
        }
        return nil
    }

    /// Why a history file is too large to read, or nil.
    private static func sizeProblem(_ path: String) -> String? {
        guard let size = System.status(ofFileAt: path)?.size, size > Limits.maximumFileSize else { return nil }
        return "it is \(size) bytes, more than the limit of \(Limits.maximumFileSize) bytes for files"
    }

    /// `mkdir -p`: the reason it failed, or nil. (The recovery file uses it too.)
    static func makeDirectories(_ directory: String) -> String? {
        if let status = System.status(ofFileAt: directory) {
            return status.kind == .directory ? nil : "\(directory) is not a directory"
        }
        if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
            if let problem = makeDirectories(String(directory[..<slash])) { return problem }
        }
        do throws(SystemError) {
            try System.makeDirectory(directory, permissions: 0o700)
        } catch {
            if !error.isExistingFile { return "cannot create \(directory): \(error.message)" }
        }
        return nil
    }
}
