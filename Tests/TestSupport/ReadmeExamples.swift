import Foundation

/// The example sessions of the README and of docs/reference.md: each block of lines that starts
/// with `curves> `, and the blocks that need more than a fresh session to run. The in-process
/// transcript test and the end-to-end test of the built binary read them from here, so that
/// both check the same blocks.
public enum ReadmeExamples {
    /// A block's first command, and why it is not run.
    public static let notRun: [String: String] = [
        "curves> x = bezier 0.1 0.2 abc 0.4": "shows the shell's caret under the wrong word (checked by the end-to-end tests)",
        "curves> drop = bounce-out": "imports motion.csv and slide.csv, recordings not in the repository",
        "curves> slide = import slide.csv": "imports a recording not in the repository",
        "curves> identify fade as quint": "identifies a recording not in the repository",
        "curves> slide = import slide.mp4": "imports a video not in the repository (ImportVideoTests make theirs)",
        "curves> pop = bezier 0.3 0.1 0.2 1": "serves the live page and drags in a browser",
        "curves> anim slide position (150,32) (300,32) duration=0.5 curve=back-out": "plays on a terminal",
        "curves> b = flutter Curves.easeOutBack": "shows a paste's collision note at the shell's width",
        "curves> preview ease bounce-out html=preview.html": "goes on with a command of the system's shell",
    ]

    /// A file of the repository, by its path from the root.
    public static func repositoryFile(_ path: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The blocks of consecutive lines that start with `curves> ` and the lines after them, in the
    /// README and then in the reference.
    public static var blocks: [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        let text = repositoryFile("README.md") + "\n" + repositoryFile("docs/reference.md")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current, block.first?.hasPrefix("curves> ") == true { blocks.append(block) }
                current = current == nil ? [] : nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    /// The blocks run in a fresh session.
    public static var runnable: [[String]] { blocks.filter { notRun[$0[0]] == nil } }

    /// A block's commands, without the prompt.
    public static func commands(_ block: [String]) -> [String] {
        block.filter { $0.hasPrefix("curves> ") && $0 != "curves>" }.map { String($0.dropFirst("curves> ".count)) }
    }
}
